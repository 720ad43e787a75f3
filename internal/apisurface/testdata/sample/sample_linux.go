//go:build linux

package sample

// OnlyLinux is left out: the listing must not differ between platforms.
func OnlyLinux() {}
