// Package interop holds the tests that prove this repository's Go code against the official
// TypeScript implementations (npm packages under node_modules): the *.mjs scripts here are
// driven by the Go tests of this package. It has no non-test code.
package interop
