// Package redact keeps credentials carried in URLs (RPC endpoints, PostgreSQL DSNs) out of every log line,
// error, metric label and HTTP answer. Hosted RPC providers put their API key in the path or the query,
// and a DSN or a basic-auth URL carries a password in its userinfo: URL keeps only scheme://host:port,
// and Error and Text take each of those parts out of a message that might quote the whole URL.
package redact

import (
	"net/url"
	"strings"
)

// URL returns raw as scheme://host[:port]: userinfo, path, query and fragment are left out (they are where
// credentials live). A string without "://" that does not parse as an absolute URL (a file path, an IPC
// socket) is returned as it is; an unparseable URL becomes "scheme://(unparseable URL)".
func URL(raw string) string {
	i := strings.Index(raw, "://")
	if i < 0 {
		return raw
	}
	scheme := raw[:i]
	if !validScheme(scheme) {
		return "(unparseable URL)"
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		// Salvage the host when it is plain: what follows the last '@' of the authority, up to the path.
		auth := raw[i+3:]
		if j := strings.IndexAny(auth, "/?#"); j >= 0 {
			auth = auth[:j]
		}
		if j := strings.LastIndex(auth, "@"); j >= 0 {
			auth = auth[j+1:]
		}
		if auth == "" || strings.ContainsAny(auth, " %\\") {
			return scheme + "://(unparseable URL)"
		}
		return scheme + "://" + auth
	}
	return u.Scheme + "://" + u.Host
}

func validScheme(s string) bool {
	if s == "" || len(s) > 32 {
		return false
	}
	for i, c := range s {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
		case i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return false
		}
	}
	return true
}

// Secrets are the parts of raw that URL leaves out and that no output may show: the whole URL, its
// userinfo, password and user name (followed by '@'), its path (beyond "/") and each path segment of 8
// characters or more, its query and each query value, and its fragment, each also in its decoded form.
// Empty and one-character parts are skipped (they would match everywhere and hide nothing).
func Secrets(raw string) []string {
	var out []string
	add := func(s string) {
		if len(s) < 2 {
			return
		}
		for _, have := range out {
			if have == s {
				return
			}
		}
		out = append(out, s)
	}
	if !strings.Contains(raw, "://") {
		return nil
	}
	add(raw)
	rest := raw[strings.Index(raw, "://")+3:]
	auth, tail := rest, ""
	if j := strings.IndexAny(rest, "/?#"); j >= 0 {
		auth, tail = rest[:j], rest[j:]
	}
	if j := strings.LastIndex(auth, "@"); j >= 0 {
		info := auth[:j]
		add(info)
		if k := strings.Index(info, ":"); k >= 0 {
			add(info[k+1:])
		}
	}
	if tail != "/" {
		add(tail)
	}
	if u, err := url.Parse(raw); err == nil {
		if u.User != nil {
			add(u.Redacted()) // net/http quotes a URL so, its password as "xxxxx"
			name := u.User.Username()
			add(name + "@")
			add(name + ":xxxxx@")
			if p, ok := u.User.Password(); ok {
				add(p)
			}
		}
		if u.Path != "/" {
			add(u.Path)
			add(u.EscapedPath())
			for _, seg := range strings.Split(u.Path, "/") {
				if len(seg) >= 8 { // a key is one segment ("/v2/KEY"); short ones ("v2", "rpc") hide nothing
					add(seg)
				}
			}
		}
		add(u.RawQuery)
		if q, err := url.QueryUnescape(u.RawQuery); err == nil {
			add(q)
		}
		for _, vs := range u.Query() {
			for _, v := range vs {
				add(v)
			}
		}
		add(u.Fragment)
	}
	// Longest first: the whole URL goes before its parts.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && len(out[j]) > len(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// Text replaces, in s, the whole of each raw URL by its redacted form and every other secret part of it
// (Secrets) by "REDACTED".
func Text(s string, raws ...string) string {
	for _, raw := range raws {
		redacted := ""
		if u, err := url.Parse(raw); err == nil && u.User != nil {
			redacted = u.Redacted()
		}
		for _, sec := range Secrets(raw) {
			if sec == raw || sec == redacted {
				s = strings.ReplaceAll(s, sec, URL(raw))
				continue
			}
			s = strings.ReplaceAll(s, sec, "REDACTED")
		}
	}
	return s
}

// Error wraps err so that its message shows none of the secrets of raws (see Text); errors.Is and
// errors.As still reach err. Nil stays nil, and an error whose message holds no secret is returned as is.
func Error(err error, raws ...string) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	clean := Text(msg, raws...)
	if clean == msg {
		return err
	}
	return &redacted{msg: clean, err: err}
}

type redacted struct {
	msg string
	err error
}

func (e *redacted) Error() string { return e.msg }
func (e *redacted) Unwrap() error { return e.err }

// Leaks reports whether s still holds any secret of raws (for tests and checks).
func Leaks(s string, raws ...string) bool {
	for _, raw := range raws {
		for _, sec := range Secrets(raw) {
			if strings.Contains(s, sec) {
				return true
			}
		}
	}
	return false
}
