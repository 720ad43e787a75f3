// Package web is the settlement daemon's job page: a list of jobs (state, budget, parties, who acts next),
// filtered and paged, and one job's details (deadlines by chain time, results, timeline with explorer links,
// payouts), updated live by polling the daemon's own JSON API. A party signs in from the page with a
// browser wallet (EIP-1193) through the daemon's sign-in endpoints, and is then served what the job's
// visibility allows it. It is static HTML, CSS and JavaScript embedded in the binary and served from the
// daemon's origin: no build step, no CDN, no third-party script. Beyond the sign-in (POST and DELETE
// /v1/signin) every request it makes is a GET.
package web

import (
	"embed"
	"encoding/json"
	"io/fs"
	"net/http"
	"strings"

	"github.com/asa-escrow/asa/api/wire"
)

//go:embed static
var static embed.FS

// Prefix is the path the page's files are served under.
const Prefix = "/ui/"

// Handler serves the page: GET / redirects to Prefix, and Prefix serves index.html and its assets.
func Handler() http.Handler {
	sub, err := fs.Sub(static, "static")
	if err != nil {
		panic("web: embedded files: " + err.Error()) // the embed directive guarantees the directory
	}
	files := http.StripPrefix(Prefix, http.FileServerFS(sub))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/" {
			http.Redirect(w, r, Prefix, http.StatusFound)
			return
		}
		h := w.Header()
		// Only the daemon's own origin: no CDN, no inline script, nothing framed.
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-cache")
		if name := strings.TrimPrefix(r.URL.Path, Prefix); name != "" {
			if _, err := fs.Stat(sub, strings.TrimSuffix(name, "/")); err != nil {
				// The API's error envelope, like every other route (the file server would answer text).
				h.Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusNotFound)
				_ = json.NewEncoder(w).Encode(wire.ErrorBody{Error: wire.ErrorDetail{Code: wire.CodeNotFound, Message: "the job page has no file " + r.URL.Path}})
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}
