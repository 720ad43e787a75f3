// Package wallet turns what a command or the daemon was told about its key into a signer.Signer: a
// remote signer (Clef) by URL, a keystore file, an account of a keystore directory (--account NAME or
// ADDRESS, Foundry's ~/.foundry/keystores by default), or a hex key in an environment variable. Keys
// and passwords never appear in errors or logs; errors say where the key was looked for and what to do.
package wallet

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/signer"
)

// Environment variables read by Load.
const (
	EnvPrivateKey       = "ASA_PRIVATE_KEY"
	EnvKeystorePassword = signer.EnvKeystorePassword
)

// ErrNoKey means no signer was configured.
var ErrNoKey = errors.New("no signing key: pass --account NAME (a keystore account; asa account new|import|list), --keystore FILE or --clef URL, or set ASA_PRIVATE_KEY (hex)")

// Source says where to find the signer. At most one of Clef, Keystore and Account-in-a-directory is
// used, in that order; without any, the hex key in the environment variable HexEnv.
type Source struct {
	// Clef is the URL of a remote signer speaking Clef's API (http://, ws:// or an IPC path); Account
	// then picks its account by address (empty: the signer's only account).
	Clef string
	// Keystore is one encrypted keystore file.
	Keystore string
	// Account is a keystore account: its name in KeystoreDir, its address, or a path to its file.
	Account string
	// KeystoreDir holds the accounts (default: $ASA_KEYSTORE_DIR, else ~/.foundry/keystores).
	KeystoreDir string
	// PasswordFile holds the keystore password; else the environment variable PasswordEnv
	// (ASA_KEYSTORE_PASSWORD when empty); else Prompt, if set (a terminal).
	PasswordFile string
	PasswordEnv  string
	Prompt       func(prompt string) (string, error)
	// HexEnv names the environment variable of a hex key (default ASA_PRIVATE_KEY).
	HexEnv string
	Getenv func(string) string
}

// Configured reports whether the source names a signer other than the hex environment variable.
func (s Source) Configured() bool { return s.Clef != "" || s.Keystore != "" || s.Account != "" }

// Load returns the signer the source names.
func Load(ctx context.Context, s Source) (signer.Signer, error) {
	getenv := s.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	pw := signer.Password{File: s.PasswordFile, Env: s.PasswordEnv, Getenv: getenv, Prompt: s.Prompt}
	switch {
	case s.Clef != "":
		if s.Keystore != "" {
			return nil, errors.New("both a remote signer (--clef) and a keystore file (--keystore) are given: choose one")
		}
		var addr common.Address
		if s.Account != "" {
			if !common.IsHexAddress(s.Account) {
				return nil, fmt.Errorf("with a remote signer, --account is the account's address (0x...), not %q", s.Account)
			}
			addr = common.HexToAddress(s.Account)
		}
		c, err := signer.DialClef(ctx, s.Clef, addr)
		if err != nil {
			return nil, err
		}
		return c, nil
	case s.Keystore != "":
		if s.Account != "" {
			return nil, errors.New("both --keystore FILE and --account are given: choose one")
		}
		return signer.OpenFile(s.Keystore, pw)
	case s.Account != "":
		dir := s.KeystoreDir
		if dir == "" {
			var err error
			if dir, err = signer.DefaultDir(getenv); err != nil {
				return nil, err
			}
		}
		return signer.OpenAccount(dir, s.Account, pw)
	}
	env := s.HexEnv
	if env == "" {
		env = EnvPrivateKey
	}
	if hexKey := strings.TrimSpace(getenv(env)); hexKey != "" {
		k, err := signer.ParseHex(hexKey)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", env, err)
		}
		return k, nil
	}
	if env != EnvPrivateKey {
		return nil, fmt.Errorf("no key: set %s (hex) or configure a keystore account or a remote signer", env)
	}
	return nil, ErrNoKey
}

// Local returns the in-memory key of s, for the roles that still sign raw digests with a local key;
// a remote signer is refused with a message naming the role.
func Local(s signer.Signer, role string) (*signer.Key, error) {
	if k, ok := s.(*signer.Key); ok && k != nil {
		return k, nil
	}
	return nil, fmt.Errorf("the %s must be a local key (a keystore account or a hex key), not %v", role, s)
}
