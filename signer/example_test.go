package signer_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"log"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// keyService stands for an agent's KMS, HSM or MPC wallet API: it holds the key and signs 32-byte
// digests for a key id; nothing else ever sees the key. (AWS KMS and GCP KMS answer DER signatures
// without a recovery id; a real adapter converts them to r || s || v and normalizes s, which this
// stand-in does not need.)
type keyService struct{ keys map[string]*ecdsa.PrivateKey }

func (k *keyService) SignDigest(keyID string, digest []byte) ([]byte, error) {
	key, ok := k.keys[keyID]
	if !ok {
		return nil, fmt.Errorf("no key %q", keyID)
	}
	return crypto.Sign(digest, key) // r || s || v, v = 0 or 1
}

// kmsSigner is the whole adapter an agent writes to use its own key service: it implements
// signer.Signer by hashing what it is asked to sign (transactions, EIP-712 typed data, EIP-191 text)
// and letting the service sign the digest.
type kmsSigner struct {
	svc   *keyService
	keyID string
	addr  common.Address // the key's address, as the service reports it
}

func (s *kmsSigner) Address() common.Address { return s.addr }

func (s *kmsSigner) SignTx(_ context.Context, chainID *big.Int, tx *types.Transaction) (*types.Transaction, error) {
	ts := types.LatestSignerForChainID(chainID)
	sig, err := s.svc.SignDigest(s.keyID, ts.Hash(tx).Bytes())
	if err != nil {
		return nil, err
	}
	return tx.WithSignature(ts, sig)
}

func (s *kmsSigner) SignTypedData(_ context.Context, data apitypes.TypedData) ([]byte, error) {
	digest, err := signer.TypedDataHash(data) // a policy engine would look at data.Message first
	if err != nil {
		return nil, err
	}
	return s.digest(digest)
}

func (s *kmsSigner) SignText(_ context.Context, msg []byte) ([]byte, error) {
	return s.digest(signer.TextHash(msg))
}

func (s *kmsSigner) digest(d common.Hash) ([]byte, error) {
	sig, err := s.svc.SignDigest(s.keyID, d[:])
	if err != nil {
		return nil, err
	}
	return signer.Normalize(sig) // v = 27 or 28, as the contracts and wallets expect
}

// An agent whose key lives in a KMS or an MPC wallet implements Signer itself and passes it wherever
// the Go client, the x402 transport or the daemon take a signer. Here the evaluator signs a result
// and a transaction through its key service; the checked helpers verify what came back.
func Example_kms() {
	ctx := context.Background()
	key, _ := crypto.HexToECDSA("5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a") // anvil's dev account 2
	svc := &keyService{keys: map[string]*ecdsa.PrivateKey{"evaluator": key}}
	var s signer.Signer = &kmsSigner{svc: svc, keyID: "evaluator", addr: crypto.PubkeyToAddress(key.PublicKey)}

	// An EIP-712 result, checked against the digest the escrow computes (asaclient.SignResult does this).
	d := settlement.Domain{ChainID: big.NewInt(31337), Escrow: common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")}
	r := settlement.Result{JobID: big.NewInt(1), Deliverable: common.HexToHash("0x01"), SubmittedAt: 1, Score: 8610, Passed: true,
		Nonce: big.NewInt(1), Deadline: 2}
	sig, err := signer.SignTypedDataFor(ctx, s, r.TypedData(d), r.Digest(d))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("result signed by the evaluator:", r.Verify(d, sig, s.Address()) == nil)

	// A transaction, checked to be the one asked for and sent from the signer's address.
	tx := types.NewTx(&types.DynamicFeeTx{ChainID: big.NewInt(31337), Nonce: 0, GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(2_000_000_000),
		Gas: 21_000, To: &d.Escrow})
	signed, err := signer.SignTxFor(ctx, s, big.NewInt(31337), tx)
	if err != nil {
		log.Fatal(err)
	}
	from, _ := types.Sender(types.LatestSignerForChainID(big.NewInt(31337)), signed)
	fmt.Println("transaction from:", from.Hex())
	// Output:
	// result signed by the evaluator: true
	// transaction from: 0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC
}
