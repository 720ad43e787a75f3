package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/asa-escrow/asa/internal/settings"
	"github.com/asa-escrow/asa/signer"
)

// envLightKDF asks for light scrypt parameters in new keystore files (tests and throwaway dev keys).
const envLightKDF = "ASA_KEYSTORE_LIGHT_KDF"

func init() {
	var light bool
	var keyFile string
	register(&command{
		name:    "account new",
		summary: "create a new key in an encrypted keystore file (Foundry's ~/.foundry/keystores/NAME by default); use it with --account NAME",
		usage:   "NAME [--keystore-dir DIR] [--password-file FILE] [--light-kdf]",
		args:    1,
		flags: func(fs *flag.FlagSet) {
			fs.BoolVar(&light, "light-kdf", false, "light scrypt parameters (tests and throwaway keys only; also "+envLightKDF+"=1)")
		},
		run: func(ctx context.Context, e *env) error {
			return runAccountWrite(e, light, func(dir, name, pw string, p signer.Scrypt) (signer.Account, error) {
				return signer.Create(dir, name, pw, p)
			})
		},
	})
	register(&command{
		name:    "account import",
		summary: "encrypt an existing private key into a keystore file; the key comes from --private-key-file, ASA_PRIVATE_KEY, or is asked for at a terminal",
		usage:   "NAME [--private-key-file FILE] [--keystore-dir DIR] [--password-file FILE] [--light-kdf]",
		args:    1,
		flags: func(fs *flag.FlagSet) {
			fs.BoolVar(&light, "light-kdf", false, "light scrypt parameters (tests and throwaway keys only; also "+envLightKDF+"=1)")
			fs.StringVar(&keyFile, "private-key-file", "", "file holding the hex private key to import (else ASA_PRIVATE_KEY, else asked at a terminal)")
		},
		run: func(ctx context.Context, e *env) error {
			hexKey, err := importedKey(e, keyFile)
			if err != nil {
				return err
			}
			k, err := signer.ParseHex(hexKey)
			if err != nil {
				return err
			}
			return runAccountWrite(e, light, func(dir, name, pw string, p signer.Scrypt) (signer.Account, error) {
				return signer.Import(dir, name, k.PrivateKey(), pw, p)
			})
		},
	})
	register(&command{
		name:    "account list",
		summary: "list the keystore accounts (name, address, file) that --account can name",
		usage:   "[--keystore-dir DIR]",
		run: func(ctx context.Context, e *env) error {
			dir, err := e.keystoreDir()
			if err != nil {
				return err
			}
			list, err := signer.List(dir)
			if err != nil {
				return err
			}
			if e.jsonOut {
				out := make([]map[string]string, 0, len(list))
				for _, a := range list {
					out = append(out, map[string]string{"name": a.Name, "address": a.Address.Hex(), "path": a.Path})
				}
				return e.printJSON(map[string]any{"dir": dir, "accounts": out})
			}
			if len(list) == 0 {
				fmt.Fprintf(e.stdout, "no accounts in %s (create one: asa account new NAME)\n", dir)
				return nil
			}
			for _, a := range list {
				fmt.Fprintf(e.stdout, "%-20s %s  %s\n", a.Name, a.Address.Hex(), a.Path)
			}
			return nil
		},
	})
}

// keystoreDir is --keystore-dir, else ASA_KEYSTORE_DIR, else ~/.foundry/keystores.
func (e *env) keystoreDir() (string, error) {
	o, err := e.keyOptions()
	if err != nil {
		return "", err
	}
	if o.KeystoreDir != "" {
		return o.KeystoreDir, nil
	}
	return signer.DefaultDir(e.getenv)
}

// runAccountWrite asks for the new file's password (twice at a terminal) and writes the account.
func runAccountWrite(e *env, light bool, write func(dir, name, password string, p signer.Scrypt) (signer.Account, error)) error {
	name := ""
	if len(e.args) == 1 {
		name = e.args[0]
	}
	if name == "" {
		return usagef("name the account: asa account new NAME")
	}
	if !signer.ValidName(name) {
		return usagef("account name %q: use letters, digits, '.', '_' or '-' (no path)", name)
	}
	dir, err := e.keystoreDir()
	if err != nil {
		return err
	}
	o, err := e.keyOptions()
	if err != nil {
		return err
	}
	params := signer.StandardScrypt
	if v := e.getenv(envLightKDF); v != "" {
		on, err := settings.ParseBool(v)
		if err != nil {
			return fmt.Errorf("%s: %w", envLightKDF, err)
		}
		light = light || on
	}
	if light {
		params = signer.LightScrypt
	}
	prompt := signer.TerminalPrompt(os.Stdin, e.stderr)
	pw := signer.Password{File: o.PasswordFile, Getenv: e.getenv, Prompt: prompt}
	password, err := pw.Get("New password for " + name + ": ")
	if err != nil {
		return fmt.Errorf("account %s: %w", name, err)
	}
	if o.PasswordFile == "" && e.getenv(signer.EnvKeystorePassword) == "" && prompt != nil {
		again, err := prompt("Repeat the password: ")
		if err != nil {
			return err
		}
		if again != password {
			return fmt.Errorf("account %s: the passwords differ; nothing was written", name)
		}
	}
	a, err := write(dir, name, password, params)
	if err != nil {
		return err
	}
	if e.jsonOut {
		return e.printJSON(map[string]string{"name": a.Name, "address": a.Address.Hex(), "path": a.Path})
	}
	fmt.Fprintf(e.stdout, "account %s: %s in %s\nsign with it: asa <command> --account %s\n", a.Name, a.Address.Hex(), a.Path, a.Name)
	return nil
}

// importedKey reads the hex key to import: the file, ASA_PRIVATE_KEY, or a prompt at a terminal.
func importedKey(e *env, file string) (string, error) {
	if file != "" {
		b, err := os.ReadFile(file)
		if err != nil {
			return "", fmt.Errorf("read the private key file: %w", err)
		}
		return strings.TrimSpace(string(b)), nil
	}
	if v := strings.TrimSpace(e.getenv("ASA_PRIVATE_KEY")); v != "" {
		return v, nil
	}
	if p := signer.TerminalPrompt(os.Stdin, e.stderr); p != nil {
		return p("Private key (hex, not shown): ")
	}
	return "", usagef("no key to import: pass --private-key-file FILE or set ASA_PRIVATE_KEY")
}
