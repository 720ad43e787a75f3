package exact

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/crypto"
)

func TestLoadKeystore(t *testing.T) {
	dir := t.TempDir()
	ks := keystore.NewKeyStore(dir, keystore.LightScryptN, keystore.LightScryptP)
	key, _ := crypto.GenerateKey()
	acct, err := ks.ImportECDSA(key, "correct horse")
	if err != nil {
		t.Fatal(err)
	}
	got, err := LoadKeystore(acct.URL.Path, "correct horse")
	if err != nil || crypto.PubkeyToAddress(got.PublicKey) != acct.Address {
		t.Fatalf("load: %v", err)
	}
	_, err = LoadKeystore(acct.URL.Path, "wrong")
	if err == nil || strings.Contains(err.Error(), "correct horse") {
		t.Fatalf("wrong passphrase: %v", err)
	}
	if _, err := LoadKeystore(filepath.Join(dir, "missing.json"), "x"); err == nil || !os.IsNotExist(unwrapAll(err)) {
		t.Fatalf("missing file: %v", err)
	}
}

func unwrapAll(err error) error {
	for {
		u, ok := err.(interface{ Unwrap() error })
		if !ok {
			return err
		}
		err = u.Unwrap()
	}
}
