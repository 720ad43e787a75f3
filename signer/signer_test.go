package signer_test

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

func testKey(t *testing.T) *signer.Key {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return signer.FromKey(k)
}

func sampleResult() (settlement.Result, settlement.Domain) {
	d := settlement.Domain{ChainID: big.NewInt(84532), Escrow: common.HexToAddress("0x00000000000000000000000000000000000e5c40")}
	r := settlement.Result{JobID: big.NewInt(7), Deliverable: common.HexToHash("0x01"), SubmittedAt: 1700000000, Score: 8610, Passed: true,
		EvidenceHash: common.HexToHash("0x02"), Nonce: big.NewInt(1), Deadline: 1700086400}
	return r, d
}

// The typed data of a result hashes to the digest the contract computes, and a local key's signature
// through the typed data is the one it makes over the digest.
func TestSignTypedDataMatchesDigest(t *testing.T) {
	ctx := context.Background()
	k := testKey(t)
	r, d := sampleResult()
	sig, err := signer.SignTypedDataFor(ctx, k, r.TypedData(d), r.Digest(d))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Verify(d, sig, k.Address()); err != nil {
		t.Fatal(err)
	}
	if sig[64] != 27 && sig[64] != 28 {
		t.Fatalf("v = %d", sig[64])
	}
}

// A typed-data declaration that does not hash to the digest it stands for is refused before anything is
// signed (a remote signer would otherwise sign something the contract never accepts).
func TestSignTypedDataForRefusesMismatch(t *testing.T) {
	k := testKey(t)
	r, d := sampleResult()
	td := r.TypedData(d)
	td.Message["score"] = "10000"
	_, err := signer.SignTypedDataFor(context.Background(), k, td, r.Digest(d))
	if err == nil || !strings.Contains(err.Error(), "not to the digest") {
		t.Fatalf("err = %v", err)
	}
}

// liar signs with another key than the address it claims: every checked path refuses its answers.
type liar struct {
	*signer.Key
	claims common.Address
}

func (l liar) Address() common.Address { return l.claims }

func TestCheckedSigningRefusesAnotherAccount(t *testing.T) {
	ctx := context.Background()
	l := liar{Key: testKey(t), claims: testKey(t).Address()}
	r, d := sampleResult()
	if _, err := signer.SignTypedDataFor(ctx, l, r.TypedData(d), r.Digest(d)); err == nil || !strings.Contains(err.Error(), "not by its account") {
		t.Fatalf("typed data: err = %v", err)
	}
	if _, err := signer.SignTextFor(ctx, l, []byte("hello")); err == nil || !strings.Contains(err.Error(), "not by its account") {
		t.Fatalf("text: err = %v", err)
	}
	tx := types.NewTx(&types.DynamicFeeTx{ChainID: big.NewInt(31337), Nonce: 3, GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(2), Gas: 21000, To: &common.Address{1}})
	if _, err := signer.SignTxFor(ctx, l, big.NewInt(31337), tx); err == nil || !strings.Contains(err.Error(), "signed by") {
		t.Fatalf("tx: err = %v", err)
	}
}

// tamperer signs a different transaction than the one it was given.
type tamperer struct{ *signer.Key }

func (t tamperer) SignTx(ctx context.Context, chainID *big.Int, tx *types.Transaction) (*types.Transaction, error) {
	other := types.NewTx(&types.DynamicFeeTx{ChainID: chainID, Nonce: tx.Nonce(), GasTipCap: tx.GasTipCap(), GasFeeCap: tx.GasFeeCap(),
		Gas: tx.Gas(), To: &common.Address{0xba, 0xd}, Value: tx.Value(), Data: tx.Data()})
	return t.Key.SignTx(ctx, chainID, other)
}

func TestSignTxForRefusesAlteredTransaction(t *testing.T) {
	tx := types.NewTx(&types.DynamicFeeTx{ChainID: big.NewInt(31337), Nonce: 3, GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(2), Gas: 21000, To: &common.Address{1}})
	_, err := signer.SignTxFor(context.Background(), tamperer{testKey(t)}, big.NewInt(31337), tx)
	if err == nil || !strings.Contains(err.Error(), "different transaction") {
		t.Fatalf("err = %v", err)
	}
}

func TestNormalize(t *testing.T) {
	k := testKey(t)
	sig, err := k.SignDigest(common.HexToHash("0x1234"))
	if err != nil {
		t.Fatal(err)
	}
	zeroOne := common.CopyBytes(sig)
	zeroOne[64] -= 27
	if n, err := signer.Normalize(zeroOne); err != nil || n[64] != sig[64] {
		t.Fatalf("v 0/1 not normalized: %v", err)
	}
	if _, err := signer.Normalize(sig[:64]); err == nil {
		t.Fatal("64-byte signature accepted")
	}
	high := common.CopyBytes(sig)
	s := new(big.Int).SetBytes(high[32:64])
	copy(high[32:64], common.LeftPadBytes(new(big.Int).Sub(crypto.S256().Params().N, s).Bytes(), 32))
	if _, err := signer.Normalize(high); err == nil || !strings.Contains(err.Error(), "high s") {
		t.Fatalf("high-s signature: err = %v", err)
	}
}

// A key never shows in its printed forms.
func TestKeyNeverPrinted(t *testing.T) {
	k := testKey(t)
	secret := common.Bytes2Hex(crypto.FromECDSA(k.PrivateKey()))
	for _, s := range []string{k.String(), k.GoString()} {
		if strings.Contains(s, secret) || !strings.Contains(s, k.Address().Hex()) {
			t.Fatalf("printed %q", s)
		}
	}
	if _, err := signer.ParseHex("0x" + secret[:62] + "zz"); err == nil || strings.Contains(err.Error(), secret[:62]) {
		t.Fatalf("ParseHex error echoes the input or accepts it: %v", err)
	}
}

func TestKeystoreAccounts(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "keystores")
	a, err := signer.Create(dir, "alice", "pw-alice", signer.LightScrypt)
	if err != nil {
		t.Fatal(err)
	}
	k := testKey(t)
	b, err := signer.Import(dir, "bob", k.PrivateKey(), "pw-bob", signer.LightScrypt)
	if err != nil {
		t.Fatal(err)
	}
	if b.Address != k.Address() {
		t.Fatalf("imported %s, want %s", b.Address, k.Address())
	}
	if fi, err := os.Stat(b.Path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("keystore file mode: %v %v", fi.Mode(), err)
	}
	// Refusals: an existing name, the same key again, a path as a name, an empty password.
	if _, err := signer.Import(dir, "bob", testKey(t).PrivateKey(), "x", signer.LightScrypt); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Fatalf("duplicate name: %v", err)
	}
	if _, err := signer.Import(dir, "bob2", k.PrivateKey(), "x", signer.LightScrypt); err == nil || !strings.Contains(err.Error(), "already in") {
		t.Fatalf("duplicate key: %v", err)
	}
	if _, err := signer.Create(dir, "../evil", "x", signer.LightScrypt); err == nil {
		t.Fatal("a path was accepted as an account name")
	}
	if _, err := signer.Create(dir, "carol", "", signer.LightScrypt); err == nil {
		t.Fatal("empty password accepted")
	}
	// A file that is not a keystore is skipped by List and named as such by Find.
	if err := os.WriteFile(filepath.Join(dir, "notes"), []byte("hello"), 0o600); err != nil {
		t.Fatal(err)
	}
	list, err := signer.List(dir)
	if err != nil || len(list) != 2 || list[0].Name != "alice" || list[1].Name != "bob" {
		t.Fatalf("list = %+v, %v", list, err)
	}
	if _, err := signer.Find(dir, "notes"); err == nil || !strings.Contains(err.Error(), "not a keystore file") {
		t.Fatalf("find notes: %v", err)
	}
	if _, err := signer.Find(dir, "dave"); err == nil || !strings.Contains(err.Error(), "asa account new dave") {
		t.Fatalf("find unknown: %v", err)
	}
	// Open by name, by address and by path; the password from a file or the environment.
	pwFile := filepath.Join(t.TempDir(), "pw")
	if err := os.WriteFile(pwFile, []byte("pw-bob\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, account := range []string{"bob", k.Address().Hex(), strings.ToLower(k.Address().Hex()), b.Path} {
		got, err := signer.OpenAccount(dir, account, signer.Password{File: pwFile})
		if err != nil || got.Address() != k.Address() {
			t.Fatalf("open %s: %v", account, err)
		}
	}
	env := func(v string) func(string) string {
		return func(name string) string {
			if name == signer.EnvKeystorePassword {
				return v
			}
			return ""
		}
	}
	if got, err := signer.OpenAccount(dir, "alice", signer.Password{Getenv: env("pw-alice")}); err != nil || got.Address() != a.Address {
		t.Fatalf("open alice: %v", err)
	}
	_, err = signer.OpenAccount(dir, "alice", signer.Password{Getenv: env("wrong-secret")})
	if err == nil || !strings.Contains(err.Error(), "wrong password") || strings.Contains(err.Error(), "wrong-secret") {
		t.Fatalf("wrong password: %v", err)
	}
	_, err = signer.OpenAccount(dir, "alice", signer.Password{Getenv: env("")})
	if err == nil || !strings.Contains(err.Error(), "needs a password") {
		t.Fatalf("no password: %v", err)
	}
	asked := ""
	got, err := signer.OpenAccount(dir, "alice", signer.Password{Getenv: env(""), Prompt: func(p string) (string, error) { asked = p; return "pw-alice", nil }})
	if err != nil || got.Address() != a.Address || !strings.Contains(asked, a.Address.Hex()) {
		t.Fatalf("prompt: %v (asked %q)", err, asked)
	}
}

// The EIP-191 text signature is personal_sign's.
func TestSignText(t *testing.T) {
	k := testKey(t)
	msg := []byte("Sign in to the ASA escrow daemon")
	sig, err := signer.SignTextFor(context.Background(), k, msg)
	if err != nil {
		t.Fatal(err)
	}
	got, err := signer.Recover(common.BytesToHash(crypto.Keccak256([]byte("\x19Ethereum Signed Message:\n32"), msg)), sig)
	if err != nil || got != k.Address() {
		t.Fatalf("recovered %s, %v", got, err)
	}
}

// FromKey(nil) is a nil *Key, which as a Signer is not nil: OrNil turns it (and a nil remote signer) back
// into no signer, so an optional key left unset is not taken for one.
func TestOrNilDropsNilPointers(t *testing.T) {
	var typedNil signer.Signer = signer.FromKey(nil)
	if typedNil == nil {
		t.Fatal("the premise: a nil *Key in a Signer is not nil")
	}
	var nilClef *signer.Clef
	for name, s := range map[string]signer.Signer{"FromKey(nil)": typedNil, "nil *Clef": nilClef, "nil": nil} {
		if got := signer.OrNil(s); got != nil {
			t.Errorf("OrNil(%s) = %#v, want nil", name, got)
		}
	}
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	if key := signer.FromKey(k); signer.OrNil(key) != signer.Signer(key) {
		t.Error("OrNil dropped a real key")
	}
}
