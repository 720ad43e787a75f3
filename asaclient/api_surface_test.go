package asaclient

import (
	"testing"

	"github.com/asa-escrow/asa/internal/apisurface"
)

// The exported API is the one api.txt lists: a change fails here until the golden file is updated with it
// (make api), so that every API change is deliberate and reviewed against the compatibility promise.
func TestAPISurface(t *testing.T) {
	if err := apisurface.Check(".", "api.txt", "make api"); err != nil {
		t.Fatal(err)
	}
}
