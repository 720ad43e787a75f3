package seal

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"strings"
	"testing"
)

func newKey(t *testing.T) string {
	b := make([]byte, KeyBytes)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return base64.StdEncoding.EncodeToString(b)
}

func TestSealOpenRotate(t *testing.T) {
	oldKey, newK := newKey(t), newKey(t)
	old, err := ParseKeys(oldKey)
	if err != nil {
		t.Fatal(err)
	}
	secret := []byte("whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0")
	env, err := old.Seal(secret, []byte("whsub_1"))
	if err != nil {
		t.Fatal(err)
	}
	if !IsSealed(env) || strings.Contains(env, string(secret)) || strings.Contains(env, oldKey) {
		t.Fatalf("envelope %q", env)
	}
	if id, ok := KeyID(env); !ok || id != old.Primary() {
		t.Fatalf("key id %q %v", id, ok)
	}
	if _, _, err := old.Open(env, []byte("whsub_2")); err == nil {
		t.Fatal("an envelope opened under another row's id")
	}
	// Rotation: the new key first, the old one still opens what it sealed.
	both, err := ParseKeys(newK + "," + oldKey)
	if err != nil {
		t.Fatal(err)
	}
	pt, id, err := both.Open(env, []byte("whsub_1"))
	if err != nil || string(pt) != string(secret) || id != old.Primary() || both.Primary() == id {
		t.Fatalf("open after rotation: %q %s %v", pt, id, err)
	}
	only, _ := ParseKeys(newK)
	if _, _, err := only.Open(env, []byte("whsub_1")); !errors.Is(err, ErrUnknownKey) {
		t.Fatalf("open without the old key: %v", err)
	}
	// A tampered envelope does not open.
	b := []byte(env)
	b[len(b)-3] ^= 1
	if _, _, err := old.Open(string(b), []byte("whsub_1")); err == nil {
		t.Fatal("a tampered envelope opened")
	}
}

func TestParseKeysErrorsNameNoKey(t *testing.T) {
	short := base64.StdEncoding.EncodeToString([]byte("sixteen byte key"))
	for _, s := range []string{"", "not-base64!!", short, newKey(t) + " " + short} {
		_, err := ParseKeys(s)
		if err == nil {
			t.Fatalf("ParseKeys(%q) accepted", s)
		}
		if s != "" && strings.Contains(err.Error(), short) {
			t.Fatalf("the error quotes the key: %v", err)
		}
	}
	k := newKey(t)
	if _, err := ParseKeys(k + "," + k); err == nil {
		t.Fatal("a repeated key accepted")
	}
}
