package exact

import (
	"crypto/ecdsa"
	"fmt"
	"os"

	"github.com/ethereum/go-ethereum/accounts/keystore"
)

// LoadKeystore decrypts a go-ethereum / web3 v3 keystore JSON file with passphrase and returns
// its private key. The key and passphrase never appear in the returned errors.
func LoadKeystore(path, passphrase string) (*ecdsa.PrivateKey, error) {
	blob, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read keystore: %w", err)
	}
	k, err := keystore.DecryptKey(blob, passphrase)
	if err != nil {
		return nil, fmt.Errorf("decrypt keystore %s: %w", path, err)
	}
	return k.PrivateKey, nil
}
