package contracts_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
)

// erc8004Env is a simulated chain with the dev ERC-8004 registries deployed.
type erc8004Env struct {
	*chaintest.Env
	reg erc8004.Registries
	id  *bindings.IdentityRegistry
	rep *bindings.ReputationRegistry
	val *bindings.ValidationRegistry
}

func newERC8004Env(t *testing.T) *erc8004Env {
	t.Helper()
	e := chaintest.New(t, chaintest.Options{Accounts: 5})
	reg, err := erc8004.Deploy(context.Background(), e.Client, e.Opts(e.Deployer))
	if err != nil {
		t.Fatalf("deploy registries: %v", err)
	}
	return &erc8004Env{Env: e, reg: reg, id: bindings.NewIdentityRegistry(), rep: bindings.NewReputationRegistry(), val: bindings.NewValidationRegistry()}
}

func (e *erc8004Env) register(t *testing.T, owner *chaintest.Account, uri string) *big.Int {
	t.Helper()
	id, err := erc8004.Register(context.Background(), e.Client, e.Opts(owner), e.reg.Identity, uri)
	if err != nil {
		t.Fatalf("register: %v", err)
	}
	return id
}

func (e *erc8004Env) wallet(t *testing.T, id *big.Int) common.Address {
	t.Helper()
	return chaintest.Call(t, e.Env, e.reg.Identity, e.id.PackGetAgentWallet(id), e.id.UnpackGetAgentWallet)
}

// transactGas sends with a fixed gas limit: the simulated backend estimates gas on a pending block with the
// last block's timestamp, so a call that rewrites a stored block.timestamp (validationResponse's lastUpdate)
// is estimated as a no-op store and would run out of gas in the next block.
func (e *erc8004Env) transactGas(t *testing.T, from *chaintest.Account, to common.Address, data []byte) *types.Receipt {
	t.Helper()
	opts := e.Opts(from)
	opts.GasLimit = 1_000_000
	tx, err := bind.NewBoundContract(to, abi.ABI{}, e.Client, e.Client, e.Client).RawTransact(opts, data)
	if err != nil {
		t.Fatalf("transact: %v", err)
	}
	r, err := escrow.WaitSuccess(context.Background(), e.Client, tx)
	if err != nil {
		t.Fatalf("transact: %v", err)
	}
	return r
}

// deadline is a wallet consent's deadline one minute after the chain's clock.
func (e *erc8004Env) deadline(t *testing.T) *big.Int {
	return new(big.Int).SetUint64(e.Now(t) + 60)
}

// ERC-8004 Identity Registry: ids count up (from 0, as the authors' deployment), the agentWallet starts as the
// owner with a MetadataSet event, the reserved key cannot be set through metadata, URIs and metadata are
// owner-or-operator only, and the wallet changes only with the new wallet's EIP-712 consent.
func TestERC8004IdentityRegistry(t *testing.T) {
	e := newERC8004Env(t)
	owner, other := e.Accounts[0], e.Accounts[1]
	a0 := e.register(t, owner, "https://agent.example/agent.json")
	a1 := e.register(t, owner, "")
	if a0.Int64() != 0 || a1.Int64() != 1 {
		t.Fatalf("agent ids %s, %s: want 0, 1", a0, a1)
	}
	if got := e.wallet(t, a0); got != owner.Address {
		t.Fatalf("initial agentWallet %s, want the owner %s", got, owner.Address)
	}
	if got := chaintest.Call(t, e.Env, e.reg.Identity, e.id.PackTokenURI(a0), e.id.UnpackTokenURI); got != "https://agent.example/agent.json" {
		t.Fatalf("tokenURI %q", got)
	}
	// register(uri, metadata) refuses the reserved key; setMetadata too.
	e.ExpectRevert(t, owner, e.reg.Identity, e.id.PackRegister0("u", []bindings.IIdentityRegistryMetadataEntry{{MetadataKey: "agentWallet", MetadataValue: other.Address.Bytes()}}), "ReservedMetadataKey")
	e.ExpectRevert(t, owner, e.reg.Identity, e.id.PackSetMetadata(a0, "agentWallet", other.Address.Bytes()), "ReservedMetadataKey")
	rcpt := e.Transact(t, owner, e.reg.Identity, e.id.PackRegister0("u2", []bindings.IIdentityRegistryMetadataEntry{{MetadataKey: "agentName", MetadataValue: []byte("bob")}}))
	var sets []string
	for _, l := range rcpt.Logs {
		if ev, err := e.id.UnpackMetadataSetEvent(l); err == nil {
			sets = append(sets, ev.MetadataKey)
		}
	}
	if len(sets) != 2 || sets[0] != "agentWallet" || sets[1] != "agentName" {
		t.Fatalf("MetadataSet events %v: want agentWallet then agentName", sets)
	}
	a2 := big.NewInt(2)
	if got := chaintest.Call(t, e.Env, e.reg.Identity, e.id.PackGetMetadata(a2, "agentName"), e.id.UnpackGetMetadata); string(got) != "bob" {
		t.Fatalf("agentName metadata %q", got)
	}
	// Only owner or operator.
	e.ExpectRevert(t, other, e.reg.Identity, e.id.PackSetAgentURI(a0, "x"), "NotAgentOperator")
	e.ExpectRevert(t, other, e.reg.Identity, e.id.PackSetMetadata(a0, "k", []byte("v")), "NotAgentOperator")
	e.Transact(t, owner, e.reg.Identity, e.id.PackSetApprovalForAll(other.Address, true))
	rcpt = e.Transact(t, other, e.reg.Identity, e.id.PackSetAgentURI(a0, "ipfs://new"))
	ev, err := e.id.UnpackURIUpdatedEvent(rcpt.Logs[len(rcpt.Logs)-1])
	if err != nil || ev.NewURI != "ipfs://new" || ev.UpdatedBy != other.Address {
		t.Fatalf("URIUpdated %+v, %v", ev, err)
	}

	// The wallet moves with the new wallet's consent (EOA, EIP-712), and is unset by the owner.
	newWallet := chaintest.NewAccount(t)
	dl := e.deadline(t)
	sig, err := erc8004.SignAgentWallet(newWallet.Key, e.ChainID, e.reg.Identity, a0, owner.Address, dl)
	if err != nil {
		t.Fatal(err)
	}
	e.Transact(t, owner, e.reg.Identity, e.id.PackSetAgentWallet(a0, newWallet.Address, dl, sig))
	if got := e.wallet(t, a0); got != newWallet.Address {
		t.Fatalf("agentWallet %s after setAgentWallet, want %s", got, newWallet.Address)
	}
	// A consent is bound to its agent: replayed for another agent of the same owner it fails.
	e.ExpectRevert(t, owner, e.reg.Identity, e.id.PackSetAgentWallet(a1, newWallet.Address, dl, sig), "InvalidWalletSignature")
	// Deadlines: past, and too far ahead.
	e.ExpectRevert(t, owner, e.reg.Identity, e.id.PackSetAgentWallet(a0, newWallet.Address, new(big.Int).SetUint64(e.Now(t)-1), sig), "BadDeadline")
	e.ExpectRevert(t, owner, e.reg.Identity, e.id.PackSetAgentWallet(a0, newWallet.Address, new(big.Int).SetUint64(e.Now(t)+3600), sig), "BadDeadline")
	e.Transact(t, owner, e.reg.Identity, e.id.PackUnsetAgentWallet(a0))
	if got := e.wallet(t, a0); got != (common.Address{}) {
		t.Fatalf("agentWallet %s after unsetAgentWallet, want zero", got)
	}

	// A contract wallet consents through ERC-1271.
	walletOwner := chaintest.NewAccount(t)
	cw, tx, err := bind.DeployContract(e.Opts(e.Deployer), common.FromHex(bindings.ERC1271WalletMetaData.Bin), e.Client, bindings.NewERC1271Wallet().PackConstructor(walletOwner.Address))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.WaitSuccess(context.Background(), e.Client, tx); err != nil {
		t.Fatal(err)
	}
	dl = e.deadline(t)
	digest := erc8004.AgentWalletDigest(e.ChainID, e.reg.Identity, a1, cw, owner.Address, dl)
	csig, err := crypto.Sign(digest.Bytes(), walletOwner.Key)
	if err != nil {
		t.Fatal(err)
	}
	csig[64] += 27
	e.Transact(t, owner, e.reg.Identity, e.id.PackSetAgentWallet(a1, cw, dl, csig))
	if got := e.wallet(t, a1); got != cw {
		t.Fatalf("agentWallet %s, want the ERC-1271 wallet %s", got, cw)
	}
}

// Attack: an agent owner names someone else's wallet as its agentWallet (to look like it, or to divert what
// the registry reports) without that wallet's consent: refused, whether signed by the owner itself, by nobody,
// or by a consent the wallet gave another owner.
func TestERC8004AttackForeignWalletRefused(t *testing.T) {
	e := newERC8004Env(t)
	attacker, victim, honest := e.Accounts[0], e.Accounts[1], e.Accounts[2]
	id := e.register(t, attacker, "")
	dl := e.deadline(t)
	ownSig, err := erc8004.SignAgentWallet(attacker.Key, e.ChainID, e.reg.Identity, id, attacker.Address, dl)
	if err != nil {
		t.Fatal(err)
	}
	e.ExpectRevert(t, attacker, e.reg.Identity, e.id.PackSetAgentWallet(id, victim.Address, dl, ownSig), "InvalidWalletSignature")
	e.ExpectRevert(t, attacker, e.reg.Identity, e.id.PackSetAgentWallet(id, victim.Address, dl, nil), "InvalidWalletSignature")
	// The victim consented for the same agent id under another owner (or another registry): not reusable.
	forOther, err := erc8004.SignAgentWallet(victim.Key, e.ChainID, e.reg.Identity, id, honest.Address, dl)
	if err != nil {
		t.Fatal(err)
	}
	e.ExpectRevert(t, attacker, e.reg.Identity, e.id.PackSetAgentWallet(id, victim.Address, dl, forOther), "InvalidWalletSignature")
	// Nor may the attacker set someone else's agent wallet with a valid consent.
	victimAgent := e.register(t, victim, "")
	mine, err := erc8004.SignAgentWallet(attacker.Key, e.ChainID, e.reg.Identity, victimAgent, victim.Address, dl)
	if err != nil {
		t.Fatal(err)
	}
	e.ExpectRevert(t, attacker, e.reg.Identity, e.id.PackSetAgentWallet(victimAgent, attacker.Address, dl, mine), "NotAgentOperator")
	if got := e.wallet(t, id); got != attacker.Address {
		t.Fatalf("agentWallet %s, want still the attacker's own %s", got, attacker.Address)
	}
	if got := e.wallet(t, victimAgent); got != victim.Address {
		t.Fatalf("victim's agentWallet %s, want %s", got, victim.Address)
	}
}

// ERC-8004: "When the agent is transferred, agentWallet is automatically cleared".
func TestERC8004TransferClearsWallet(t *testing.T) {
	e := newERC8004Env(t)
	owner, buyer := e.Accounts[0], e.Accounts[1]
	id := e.register(t, owner, "")
	e.Transact(t, owner, e.reg.Identity, e.id.PackTransferFrom(owner.Address, buyer.Address, id))
	if got := e.wallet(t, id); got != (common.Address{}) {
		t.Fatalf("agentWallet %s after transfer, want zero", got)
	}
	_, err := erc8004.ResolveWallet(context.Background(), erc8004.ChainResolver{Caller: e.Client}, e.ChainID.Uint64(), e.reg.Identity, erc8004.AgentRef{ID: id})
	if err == nil {
		t.Fatal("a transferred agent without a wallet resolved")
	}
	if _, err := erc8004.ResolveWallet(context.Background(), erc8004.ChainResolver{Caller: e.Client}, e.ChainID.Uint64(), e.reg.Identity, erc8004.AgentRef{ID: big.NewInt(99)}); err == nil {
		t.Fatal("an unknown agent resolved")
	}
}

// ERC-8004 Reputation Registry: feedback by any client but the agent's owner or operators, 1-based indexes,
// value/decimals bounds, revocation, summaries only over a named client list, responses.
func TestERC8004ReputationRegistry(t *testing.T) {
	e := newERC8004Env(t)
	owner, operator, c1, c2 := e.Accounts[0], e.Accounts[1], e.Accounts[2], e.Accounts[3]
	id := e.register(t, owner, "")
	e.Transact(t, owner, e.reg.Identity, e.id.PackApprove(operator.Address, id))
	give := func(v int64, dec uint8, tag1 string) []byte {
		return e.rep.PackGiveFeedback(id, big.NewInt(v), dec, tag1, "", "https://asa.example/job", "ipfs://f", [32]byte{1})
	}
	e.ExpectRevert(t, owner, e.reg.Reputation, give(90, 0, "starred"), "SelfFeedback")
	e.ExpectRevert(t, operator, e.reg.Reputation, give(90, 0, "starred"), "SelfFeedback")
	e.ExpectRevert(t, c1, e.reg.Reputation, give(90, 19, "starred"), "TooManyDecimals")
	big39 := new(big.Int).Exp(big.NewInt(10), big.NewInt(38), nil)
	e.ExpectRevert(t, c1, e.reg.Reputation, e.rep.PackGiveFeedback(id, big39.Add(big39, big.NewInt(1)), 0, "", "", "", "", [32]byte{}), "ValueTooLarge")
	e.ExpectRevert(t, c1, e.reg.Reputation, e.rep.PackGiveFeedback(big.NewInt(7), big.NewInt(1), 0, "", "", "", "", [32]byte{}), "ERC721NonexistentToken")

	rcpt := e.Transact(t, c1, e.reg.Reputation, give(90, 0, "starred"))
	ev, err := e.rep.UnpackNewFeedbackEvent(rcpt.Logs[0])
	if err != nil || ev.FeedbackIndex != 1 || ev.Value.Int64() != 90 || ev.Tag1 != "starred" || ev.FeedbackURI != "ipfs://f" || ev.Endpoint != "https://asa.example/job" || ev.ClientAddress != c1.Address {
		t.Fatalf("NewFeedback %+v, %v", ev, err)
	}
	e.Transact(t, c1, e.reg.Reputation, give(7000, 2, "starred")) // 70.00
	e.Transact(t, c2, e.reg.Reputation, give(50, 0, "other"))
	if n := chaintest.Call(t, e.Env, e.reg.Reputation, e.rep.PackGetLastIndex(id, c1.Address), e.rep.UnpackGetLastIndex); n != 2 {
		t.Fatalf("lastIndex %d, want 2", n)
	}
	summary := func(clients []common.Address, tag1 string) bindings.GetSummaryOutput {
		return chaintest.Call(t, e.Env, e.reg.Reputation, e.rep.PackGetSummary(id, clients, tag1, ""), e.rep.UnpackGetSummary)
	}
	// (90 + 70.00) / 2 = 80 at the most common decimals (a tie between 0 and 2 goes to the lower: 0).
	if s := summary([]common.Address{c1.Address}, ""); s.Count != 2 || s.SummaryValue.Int64() != 80 || s.SummaryValueDecimals != 0 {
		t.Fatalf("summary of c1 %+v: want 2 feedbacks averaging 80", s)
	}
	if s := summary([]common.Address{c1.Address, c2.Address}, "starred"); s.Count != 2 {
		t.Fatalf("summary tagged starred %+v: want 2", s)
	}
	e.ExpectRevert(t, c1, e.reg.Reputation, e.rep.PackGetSummary(id, nil, "", ""), "ClientAddressesRequired")
	e.ExpectRevert(t, c2, e.reg.Reputation, e.rep.PackRevokeFeedback(id, 2), "UnknownFeedback")
	e.Transact(t, c1, e.reg.Reputation, e.rep.PackRevokeFeedback(id, 1))
	e.ExpectRevert(t, c1, e.reg.Reputation, e.rep.PackRevokeFeedback(id, 1), "AlreadyRevoked")
	if s := summary([]common.Address{c1.Address}, ""); s.Count != 1 || s.SummaryValue.Int64() != 7000 || s.SummaryValueDecimals != 2 {
		t.Fatalf("summary after revoke %+v: want 1 feedback of 70.00", s)
	}
	all := chaintest.Call(t, e.Env, e.reg.Reputation, e.rep.PackReadAllFeedback(id, nil, "", "", true), e.rep.UnpackReadAllFeedback)
	if len(all.Clients) != 3 || !all.RevokedStatuses[0] || all.FeedbackIndexes[1] != 2 {
		t.Fatalf("readAllFeedback %+v", all)
	}
	if fb := chaintest.Call(t, e.Env, e.reg.Reputation, e.rep.PackReadFeedback(id, c2.Address, 1), e.rep.UnpackReadFeedback); fb.Value.Int64() != 50 || fb.Tag1 != "other" || fb.IsRevoked {
		t.Fatalf("readFeedback %+v", fb)
	}
	if cl := chaintest.Call(t, e.Env, e.reg.Reputation, e.rep.PackGetClients(id), e.rep.UnpackGetClients); len(cl) != 2 {
		t.Fatalf("clients %v", cl)
	}
	e.ExpectRevert(t, owner, e.reg.Reputation, e.rep.PackAppendResponse(id, c2.Address, 1, "", [32]byte{}), "EmptyResponseURI")
	e.Transact(t, owner, e.reg.Reputation, e.rep.PackAppendResponse(id, c2.Address, 1, "ipfs://refund", [32]byte{}))
	e.Transact(t, owner, e.reg.Reputation, e.rep.PackAppendResponse(id, c2.Address, 1, "ipfs://refund2", [32]byte{}))
	if n := chaintest.Call(t, e.Env, e.reg.Reputation, e.rep.PackGetResponseCount(id, common.Address{}, 0, nil), e.rep.UnpackGetResponseCount); n != 2 {
		t.Fatalf("response count %d, want 2", n)
	}
	if got := chaintest.Call(t, e.Env, e.reg.Reputation, e.rep.PackGetIdentityRegistry(), e.rep.UnpackGetIdentityRegistry); got != e.reg.Identity {
		t.Fatalf("getIdentityRegistry %s", got)
	}
	e.ExpectRevert(t, e.Deployer, e.reg.Reputation, e.rep.PackInitialize(c1.Address), "BadInitialization")
}

// ERC-8004 Validation Registry: requests by the agent's owner or operator, responses 0-100 by the named
// validator only, repeatable, stored and summarised.
func TestERC8004ValidationRegistry(t *testing.T) {
	e := newERC8004Env(t)
	owner, validator, other := e.Accounts[0], e.Accounts[1], e.Accounts[2]
	id := e.register(t, owner, "")
	h := crypto.Keccak256Hash([]byte("request payload"))
	e.ExpectRevert(t, other, e.reg.Validation, e.val.PackValidationRequest(validator.Address, id, "ipfs://req", h), "NotAgentOperator")
	e.Transact(t, owner, e.reg.Validation, e.val.PackValidationRequest(validator.Address, id, "ipfs://req", h))
	e.ExpectRevert(t, owner, e.reg.Validation, e.val.PackValidationRequest(validator.Address, id, "ipfs://req", h), "BadRequest")
	e.ExpectRevert(t, other, e.reg.Validation, e.val.PackValidationResponse(h, 100, "", [32]byte{}, ""), "NotValidator")
	e.ExpectRevert(t, validator, e.reg.Validation, e.val.PackValidationResponse(h, 101, "", [32]byte{}, ""), "ResponseOutOfRange")
	e.ExpectRevert(t, validator, e.reg.Validation, e.val.PackValidationResponse([32]byte{9}, 1, "", [32]byte{}, ""), "UnknownRequest")
	e.transactGas(t, validator, e.reg.Validation, e.val.PackValidationResponse(h, 40, "ipfs://soft", [32]byte{2}, "soft"))
	rcpt := e.transactGas(t, validator, e.reg.Validation, e.val.PackValidationResponse(h, 90, "ipfs://hard", [32]byte{3}, "hard"))
	ev, err := e.val.UnpackValidationResponseEvent(rcpt.Logs[0])
	if err != nil || ev.Response != 90 || ev.Tag != "hard" || ev.AgentId.Cmp(id) != 0 || ev.ValidatorAddress != validator.Address {
		t.Fatalf("ValidationResponse %+v, %v", ev, err)
	}
	st := chaintest.Call(t, e.Env, e.reg.Validation, e.val.PackGetValidationStatus(h), e.val.UnpackGetValidationStatus)
	if st.Response != 90 || st.Tag != "hard" || st.ResponseHash != [32]byte{3} || st.LastUpdate.Sign() == 0 {
		t.Fatalf("status %+v", st)
	}
	s := chaintest.Call(t, e.Env, e.reg.Validation, e.val.PackValidationSummary(id, []common.Address{validator.Address}, ""), e.val.UnpackValidationSummary)
	if s.Count != 1 || s.AverageResponse != 90 {
		t.Fatalf("summary %+v", s)
	}
	if hs := chaintest.Call(t, e.Env, e.reg.Validation, e.val.PackGetValidatorRequests(validator.Address), e.val.UnpackGetValidatorRequests); len(hs) != 1 || hs[0] != h {
		t.Fatalf("validator requests %v", hs)
	}
}
