package wallet_test

import (
	"context"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/wallet"
)

func env(vars map[string]string) func(string) string { return func(k string) string { return vars[k] } }

// Which signer a source names, and the errors that say what to do: a file that is not a keystore is
// named as such (it was reported as "needs a password"), a missing file as missing, no signer at all
// with every way to give one; the key and the password never appear.
func TestLoad(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	hexKey := hex.EncodeToString(crypto.FromECDSA(k))
	a, err := signer.Import(dir, "agent", k, "pw-agent", signer.LightScrypt)
	if err != nil {
		t.Fatal(err)
	}
	notKeystore := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notKeystore, []byte("not a key"), 0o600); err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		src     wallet.Source
		want    string // an address, or a part of the error
		wantErr bool
	}{
		"hex":              {src: wallet.Source{Getenv: env(map[string]string{wallet.EnvPrivateKey: hexKey})}, want: a.Address.Hex()},
		"account by name":  {src: wallet.Source{Account: "agent", KeystoreDir: dir, Getenv: env(map[string]string{wallet.EnvKeystorePassword: "pw-agent"})}, want: a.Address.Hex()},
		"account dir env":  {src: wallet.Source{Account: a.Address.Hex(), Getenv: env(map[string]string{signer.EnvKeystoreDir: dir, wallet.EnvKeystorePassword: "pw-agent"})}, want: a.Address.Hex()},
		"keystore file":    {src: wallet.Source{Keystore: a.Path, Getenv: env(map[string]string{wallet.EnvKeystorePassword: "pw-agent"})}, want: a.Address.Hex()},
		"not a keystore":   {src: wallet.Source{Keystore: notKeystore, Getenv: env(nil)}, want: "is not a keystore file", wantErr: true},
		"missing file":     {src: wallet.Source{Keystore: filepath.Join(dir, "gone.json"), Getenv: env(nil)}, want: "does not exist", wantErr: true},
		"no password":      {src: wallet.Source{Keystore: a.Path, Getenv: env(nil)}, want: "needs a password", wantErr: true},
		"wrong password":   {src: wallet.Source{Keystore: a.Path, Getenv: env(map[string]string{wallet.EnvKeystorePassword: "sekrit-wrong"})}, want: "wrong password", wantErr: true},
		"both":             {src: wallet.Source{Keystore: a.Path, Account: "agent", Getenv: env(nil)}, want: "choose one", wantErr: true},
		"clef not address": {src: wallet.Source{Clef: "http://127.0.0.1:1", Account: "agent", Getenv: env(nil)}, want: "the account's address", wantErr: true},
		"bad hex":          {src: wallet.Source{Getenv: env(map[string]string{wallet.EnvPrivateKey: hexKey[:60] + "zzzz"})}, want: "not a valid secp256k1 key", wantErr: true},
		"other hex env":    {src: wallet.Source{HexEnv: "ASA_X402_PRIVATE_KEY", Getenv: env(map[string]string{"ASA_X402_PRIVATE_KEY": hexKey})}, want: a.Address.Hex()},
	} {
		t.Run(name, func(t *testing.T) {
			s, err := wallet.Load(ctx, c.src)
			if c.wantErr {
				if err == nil || !strings.Contains(err.Error(), c.want) {
					t.Fatalf("err = %v, want one saying %q", err, c.want)
				}
				if strings.Contains(err.Error(), hexKey[:16]) || strings.Contains(err.Error(), "sekrit") {
					t.Fatalf("the error shows a secret: %v", err)
				}
				return
			}
			if err != nil || s.Address().Hex() != c.want {
				t.Fatalf("signer %v, %v; want %s", s, err, c.want)
			}
		})
	}
	if _, err := wallet.Load(ctx, wallet.Source{Getenv: env(nil)}); !errors.Is(err, wallet.ErrNoKey) || !strings.Contains(err.Error(), "--account") {
		t.Fatalf("no signer: %v", err)
	}
}
