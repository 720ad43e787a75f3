package signer

import (
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"golang.org/x/term"
)

// Environment variables of the keystore: the directory and the non-interactive password.
const (
	EnvKeystoreDir      = "ASA_KEYSTORE_DIR"
	EnvKeystorePassword = "ASA_KEYSTORE_PASSWORD"
)

// Scrypt are the key-derivation parameters of a new keystore file.
type Scrypt struct{ N, P int }

// Scrypt parameters: StandardScrypt is go-ethereum's and Foundry's default (about a second and 256 MB
// per unlock); LightScrypt is for tests and throwaway development keys only.
var (
	StandardScrypt = Scrypt{N: keystore.StandardScryptN, P: keystore.StandardScryptP}
	LightScrypt    = Scrypt{N: keystore.LightScryptN, P: keystore.LightScryptP}
)

// Account is one keystore file of a directory.
type Account struct {
	Name    string         // the file name (Foundry's account name)
	Address common.Address // from the file's address field (not decrypted)
	Path    string
}

// DefaultDir is the keystore directory: $ASA_KEYSTORE_DIR, else Foundry's ~/.foundry/keystores.
func DefaultDir(getenv func(string) string) (string, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	if d := strings.TrimSpace(getenv(EnvKeystoreDir)); d != "" {
		return d, nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("keystore directory: no home directory (set %s): %w", EnvKeystoreDir, err)
	}
	return filepath.Join(home, ".foundry", "keystores"), nil
}

var accountName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$`)

// ValidName reports whether name can name an account file (letters, digits, '.', '_', '-'; no path).
func ValidName(name string) bool { return accountName.MatchString(name) }

// List returns the keystore files of dir (Foundry names or go-ethereum's UTC--... files), sorted by
// name. Files that are not keystores are skipped; a missing directory is an empty list.
func List(dir string) ([]Account, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list keystore %s: %w", dir, err)
	}
	var out []Account
	for _, e := range entries {
		if e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		p := filepath.Join(dir, e.Name())
		addr, err := fileAddress(p)
		if err != nil {
			continue
		}
		out = append(out, Account{Name: e.Name(), Address: addr, Path: p})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// fileAddress reads a keystore file's address without decrypting it; it fails for a file that is not
// a version 3 keystore.
func fileAddress(path string) (common.Address, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return common.Address{}, err
	}
	var v struct {
		Address string          `json:"address"`
		Crypto  json.RawMessage `json:"crypto"`
		Version int             `json:"version"`
	}
	if err := json.Unmarshal(data, &v); err != nil || v.Version != 3 || len(v.Crypto) == 0 {
		return common.Address{}, fmt.Errorf("%s is not a keystore file (a version 3 JSON keystore)", path)
	}
	a := strings.TrimPrefix(strings.ToLower(v.Address), "0x")
	if !common.IsHexAddress(a) {
		return common.Address{}, fmt.Errorf("%s is a keystore file without an address", path)
	}
	return common.HexToAddress(a), nil
}

// Find resolves account in dir: a path to a keystore file, an account name (the file dir/NAME, as
// Foundry's --account), or an address (the file of dir holding that address, as go-ethereum's
// keystore directories name theirs UTC--...--address).
func Find(dir, account string) (Account, error) {
	account = strings.TrimSpace(account)
	if account == "" {
		return Account{}, errors.New("no account given: pass --account NAME (or an address, or a keystore file)")
	}
	if strings.ContainsRune(account, os.PathSeparator) {
		addr, err := fileAddress(account)
		if err != nil {
			return Account{}, err
		}
		return Account{Name: filepath.Base(account), Address: addr, Path: account}, nil
	}
	list, err := List(dir)
	if err != nil {
		return Account{}, err
	}
	if common.IsHexAddress(account) {
		want := common.HexToAddress(account)
		for _, a := range list {
			if a.Address == want {
				return a, nil
			}
		}
		return Account{}, fmt.Errorf("no keystore file of %s in %s (list them with: asa account list)", want.Hex(), dir)
	}
	for _, a := range list {
		if a.Name == account {
			return a, nil
		}
	}
	if _, err := os.Stat(filepath.Join(dir, account)); err == nil {
		return Account{}, fmt.Errorf("%s is not a keystore file (a version 3 JSON keystore)", filepath.Join(dir, account))
	}
	return Account{}, fmt.Errorf("no account %q in %s (list them with: asa account list; create one with: asa account new %s)", account, dir, account)
}

// Password says where a keystore password comes from, in this order: File, the environment variable
// Env (ASA_KEYSTORE_PASSWORD when empty), then Prompt. A nil Prompt means non-interactive: no password
// is an error saying how to give one.
type Password struct {
	File   string
	Env    string
	Getenv func(string) string
	// Prompt asks for the password (TerminalPrompt for a person at a terminal).
	Prompt func(prompt string) (string, error)
}

// Get returns the password. The error never contains it.
func (p Password) Get(prompt string) (string, error) {
	if p.File != "" {
		b, err := os.ReadFile(p.File)
		if err != nil {
			return "", fmt.Errorf("read password file: %w", err)
		}
		return strings.TrimRight(string(b), "\r\n"), nil
	}
	env := p.Env
	if env == "" {
		env = EnvKeystorePassword
	}
	getenv := p.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	if v := getenv(env); v != "" {
		return v, nil
	}
	if p.Prompt == nil {
		return "", fmt.Errorf("needs a password: pass --password-file FILE or set %s (or run at a terminal to be asked)", env)
	}
	return p.Prompt(prompt)
}

// TerminalPrompt returns a Prompt that asks on out and reads the password from the terminal in
// without echo; nil when in is not a terminal (a pipe or a file: then the password must come from a
// file or the environment).
func TerminalPrompt(in *os.File, out io.Writer) func(string) (string, error) {
	if in == nil || !term.IsTerminal(int(in.Fd())) {
		return nil
	}
	return func(prompt string) (string, error) {
		fmt.Fprint(out, prompt)
		b, err := term.ReadPassword(int(in.Fd()))
		fmt.Fprintln(out)
		if err != nil {
			return "", fmt.Errorf("read password: %w", err)
		}
		return string(b), nil
	}
}

// Open decrypts the keystore file of a with the password from pw.
func Open(a Account, pw Password) (*Key, error) {
	data, err := os.ReadFile(a.Path)
	if err != nil {
		return nil, fmt.Errorf("read keystore: %w", err)
	}
	if _, err := fileAddress(a.Path); err != nil {
		return nil, err
	}
	password, err := pw.Get(fmt.Sprintf("Password for %s (%s): ", a.Name, a.Address.Hex()))
	if err != nil {
		return nil, fmt.Errorf("keystore %s: %w", a.Path, err)
	}
	k, err := keystore.DecryptKey(data, password)
	if errors.Is(err, keystore.ErrDecrypt) {
		return nil, fmt.Errorf("keystore %s: wrong password", a.Path)
	}
	if err != nil {
		return nil, fmt.Errorf("decrypt keystore %s: %w", a.Path, err)
	}
	return FromKey(k.PrivateKey), nil
}

// OpenFile decrypts the keystore file at path; a file that is not a keystore is named as such before
// any password is asked for.
func OpenFile(path string, pw Password) (*Key, error) {
	addr, err := fileAddress(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("keystore file %s does not exist", path)
		}
		return nil, err
	}
	return Open(Account{Name: filepath.Base(path), Address: addr, Path: path}, pw)
}

// OpenAccount finds account in dir (see Find) and decrypts it (see Open).
func OpenAccount(dir, account string, pw Password) (*Key, error) {
	a, err := Find(dir, account)
	if err != nil {
		return nil, err
	}
	return Open(a, pw)
}

// Create writes a new random key into dir/name, encrypted with password.
func Create(dir, name, password string, params Scrypt) (Account, error) {
	k, err := crypto.GenerateKey()
	if err != nil {
		return Account{}, fmt.Errorf("new key: %w", err)
	}
	return Import(dir, name, k, password, params)
}

// Import writes key into dir/name, encrypted with password. It refuses an existing name, an empty
// password and an address already in dir.
func Import(dir, name string, key *ecdsa.PrivateKey, password string, params Scrypt) (Account, error) {
	if !ValidName(name) {
		return Account{}, fmt.Errorf("account name %q: use letters, digits, '.', '_' or '-' (no path)", name)
	}
	if password == "" {
		return Account{}, errors.New("refusing an empty keystore password")
	}
	addr := crypto.PubkeyToAddress(key.PublicKey)
	list, err := List(dir)
	if err != nil {
		return Account{}, err
	}
	for _, a := range list {
		if a.Address == addr {
			return Account{}, fmt.Errorf("%s is already in %s as %s", addr.Hex(), dir, a.Name)
		}
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return Account{}, fmt.Errorf("keystore directory: %w", err)
	}
	id, err := uuid.NewRandomFromReader(rand.Reader)
	if err != nil {
		return Account{}, fmt.Errorf("key id: %w", err)
	}
	data, err := keystore.EncryptKey(&keystore.Key{Id: id, Address: addr, PrivateKey: key}, password, params.N, params.P)
	if err != nil {
		return Account{}, fmt.Errorf("encrypt keystore: %w", err)
	}
	path := filepath.Join(dir, name)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) {
		return Account{}, fmt.Errorf("account %q already exists in %s", name, dir)
	}
	if err != nil {
		return Account{}, fmt.Errorf("write keystore: %w", err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(path)
		return Account{}, fmt.Errorf("write keystore: %w", err)
	}
	if err := f.Close(); err != nil {
		os.Remove(path)
		return Account{}, fmt.Errorf("write keystore: %w", err)
	}
	return Account{Name: name, Address: addr, Path: path}, nil
}
