package asaclient

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/signer"
)

// A client creates and funds a job in one transaction (CreateAndFundJob), the provider accepts it; its evaluator is a contract
// account (ERC-1271) that signs through its owner's key: SignResult refuses keys the contract does not
// accept, and the escrow takes the relayed result of the one it does.
func TestCreateAndFundThenContractEvaluatorSigns(t *testing.T) {
	c := newTestChain(t)
	ctx := c.ctx
	ownerKey, _ := anvil.DevKey(5)
	otherKey, _ := anvil.DevKey(6)
	providerKey, _ := anvil.DevKey(1)
	walletAddr, tx, err := bind.DeployContract(bind.NewKeyedTransactor(ownerKey, c.node.ChainID()), common.FromHex(bindings.ERC1271WalletMetaData.Bin),
		c.eth, bindings.NewERC1271Wallet().PackConstructor(crypto.PubkeyToAddress(ownerKey.PublicKey)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.WaitSuccess(ctx, c.eth, tx); err != nil {
		t.Fatal(err)
	}
	plan := *c.plan
	plan.Evaluators, plan.Quorum = []common.Address{walletAddr}, 1
	if plan.Provider != crypto.PubkeyToAddress(providerKey.PublicKey) {
		t.Fatalf("seed agreement's provider is %s, not dev key 1", plan.Provider)
	}

	before, err := c.esc.BalanceOf(ctx, c.clientAddr)
	if err != nil {
		t.Fatal(err)
	}
	created, err := c.esc.CreateAndFundJob(ctx, signer.FromKey(c.clientKey), &plan, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	id := created.JobID
	job, err := c.esc.Job(ctx, id)
	if err != nil || job.Status != settlement.JobOpen || !job.View.BudgetFunded || created.Approve == nil {
		t.Fatalf("after CreateAndFundJob: %v %v (approve %v)", job, err, created.Approve)
	}
	// The agreement asks for the provider's acceptance (the default): the job starts when it accepts.
	if accepted, err := c.esc.AcceptJob(ctx, signer.FromKey(providerKey), id, AcceptOptions{}); err != nil || accepted.Status != settlement.JobFunded {
		t.Fatalf("provider's acceptance: %+v %v", accepted, err)
	}
	after, _ := c.esc.BalanceOf(ctx, c.clientAddr)
	if paid := new(big.Int).Sub(before, after); paid.Cmp(plan.Budget) != 0 {
		t.Fatalf("client paid %s, want the budget %s", paid, plan.Budget)
	}

	content := []byte("the delivered report")
	hash, err := settlement.ParseContentHash(settlement.ContentHash(content))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.esc.Submit(ctx, signer.FromKey(providerKey), id, hash); err != nil {
		t.Fatal(err)
	}
	doc := []byte(fmt.Sprintf(`{"verification_id":"v-1","composite":{"score":86.1,"method":"weighted_average"},"evidence_trail":{"deliverable_hash":%q}}`,
		settlement.ContentHash(content)))
	deadline := uint64(chainNow(t, c) + 3600)
	if _, err := c.esc.SignResult(ctx, signer.FromKey(ownerKey), id, doc, ResultOptions{Deadline: deadline}); err == nil || !strings.Contains(err.Error(), "is not an evaluator") {
		t.Fatalf("the owner's key as its own evaluator: %v", err)
	}
	if _, err := c.esc.SignResult(ctx, signer.FromKey(otherKey), id, doc, ResultOptions{Evaluator: walletAddr, Deadline: deadline}); err == nil || !strings.Contains(err.Error(), "does not accept a signature") {
		t.Fatalf("a key the contract refuses: %v", err)
	}
	signed, err := c.esc.SignResult(ctx, signer.FromKey(ownerKey), id, doc, ResultOptions{Evaluator: walletAddr, Deadline: deadline})
	if err != nil {
		t.Fatal(err)
	}
	if signed.Body.Evaluator != walletAddr.Hex() {
		t.Fatalf("body names evaluator %s, want the contract %s", signed.Body.Evaluator, walletAddr)
	}
	data, err := onchain.SubmitResult(signed.Result, walletAddr, hexutil.MustDecode(signed.Body.Signature))
	if err != nil {
		t.Fatal(err)
	}
	escC := bindings.NewAsaEscrow().Instance(c.eth, c.esc.Address())
	relay, err := bind.Transact(escC, bind.NewKeyedTransactor(c.relayerKey, c.node.ChainID()), data)
	if err != nil {
		t.Fatalf("relay: %v %v", err, escrow.DecodeRevert(err))
	}
	if _, err := escrow.WaitSuccess(ctx, c.eth, relay); err != nil {
		t.Fatal(err)
	}
	if job, err = c.esc.Job(ctx, id); err != nil || job.Status != settlement.JobVerified || job.View.Score != 8610 {
		t.Fatalf("after the relayed contract-signed result: %+v %v", job, err)
	}
}

// chainNow is the chain's current time in unix seconds.
func chainNow(t *testing.T, c *testChain) int64 {
	t.Helper()
	head, err := c.eth.HeaderByNumber(c.ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	return int64(head.Time)
}
