// Package wallet loads the one signing key a command or the daemon uses: from the ASA_PRIVATE_KEY
// environment variable (hex) or from an encrypted go-ethereum keystore file. Keys never appear in errors
// or logs; errors say where the key was looked for and what to do.
package wallet

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Environment variables read by Load.
const (
	EnvPrivateKey       = "ASA_PRIVATE_KEY"
	EnvKeystorePassword = "ASA_KEYSTORE_PASSWORD"
)

// ErrNoKey means neither a keystore nor ASA_PRIVATE_KEY was given.
var ErrNoKey = errors.New("no signing key: set ASA_PRIVATE_KEY (hex) or pass --keystore FILE (password from --password-file or ASA_KEYSTORE_PASSWORD)")

// Source says where to find the key. Keystore wins over the environment when both are set.
type Source struct {
	Keystore     string // path to an encrypted JSON keystore file
	PasswordFile string // file holding the keystore password; else ASA_KEYSTORE_PASSWORD
	Getenv       func(string) string
}

// Key is a loaded signing key.
type Key struct {
	Private *ecdsa.PrivateKey
	Address common.Address
}

// String never prints the private key.
func (k *Key) String() string { return "key(" + k.Address.Hex() + ")" }

// Load loads the key from the source.
func Load(s Source) (*Key, error) {
	getenv := s.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	if s.Keystore != "" {
		return loadKeystore(s.Keystore, s.PasswordFile, getenv)
	}
	if hexKey := strings.TrimSpace(getenv(EnvPrivateKey)); hexKey != "" {
		k, err := ParseHex(hexKey)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", EnvPrivateKey, err)
		}
		return k, nil
	}
	return nil, ErrNoKey
}

// ParseHex parses a hex private key (with or without 0x). The error never echoes the input.
func ParseHex(s string) (*Key, error) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "0x")
	if len(s) != 64 {
		return nil, fmt.Errorf("private key must be 32 bytes of hex (64 characters), got %d characters", len(s))
	}
	pk, err := crypto.HexToECDSA(s)
	if err != nil {
		return nil, errors.New("private key is not a valid secp256k1 key in hex")
	}
	return &Key{Private: pk, Address: crypto.PubkeyToAddress(pk.PublicKey)}, nil
}

func loadKeystore(path, passwordFile string, getenv func(string) string) (*Key, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read keystore: %w", err)
	}
	var password string
	switch {
	case passwordFile != "":
		b, err := os.ReadFile(passwordFile)
		if err != nil {
			return nil, fmt.Errorf("read password file: %w", err)
		}
		password = strings.TrimRight(string(b), "\r\n")
	case getenv(EnvKeystorePassword) != "":
		password = getenv(EnvKeystorePassword)
	default:
		return nil, fmt.Errorf("keystore %s needs a password: pass --password-file FILE or set %s", path, EnvKeystorePassword)
	}
	k, err := keystore.DecryptKey(data, password)
	if err != nil {
		return nil, fmt.Errorf("decrypt keystore %s: %w (wrong password or not a keystore file)", path, err)
	}
	return &Key{Private: k.PrivateKey, Address: k.Address}, nil
}

// WriteKeystore encrypts key into a new keystore file at path (light scrypt parameters when light is
// true, for tests and local dev).
func WriteKeystore(path string, key *ecdsa.PrivateKey, password string, light bool) error {
	n, p := keystore.StandardScryptN, keystore.StandardScryptP
	if light {
		n, p = keystore.LightScryptN, keystore.LightScryptP
	}
	k := &keystore.Key{Address: crypto.PubkeyToAddress(key.PublicKey), PrivateKey: key}
	id, err := newKeyID()
	if err != nil {
		return err
	}
	k.Id = id
	data, err := keystore.EncryptKey(k, password, n, p)
	if err != nil {
		return fmt.Errorf("encrypt keystore: %w", err)
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		return fmt.Errorf("write keystore: %w", err)
	}
	return nil
}
