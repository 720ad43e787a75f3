package intents

import (
	"context"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/txmgr"
)

// KindFeedback posts a settled job's outcome to the ERC-8004 Reputation Registry for its provider agent:
// giveFeedback(agentId, score, 2, serviceType, "asa-escrow", "", jobURI, jobHash), from the daemon's key (a
// client address that is neither the agent's owner nor its operator, as ERC-8004 requires).
const KindFeedback txmgr.Kind = "erc8004-feedback"

// FeedbackTag2 marks feedback written by an ASA escrow daemon (tag1 is the job's service type).
const FeedbackTag2 = "asa-escrow"

var (
	rep       = bindings.NewReputationRegistry()
	reputABI  = mustABI(&bindings.ReputationRegistryMetaData)
	newFbSig  = reputABI.Events["NewFeedback"].ID
	uint256Ty = mustType("uint256")
	addressTy = mustType("address")
)

func mustABI(m *bind.MetaData) *abi.ABI {
	a, err := m.ParseABI()
	if err != nil {
		panic("intents: ABI: " + err.Error())
	}
	return a
}

func mustType(t string) abi.Type {
	ty, err := abi.NewType(t, "", nil)
	if err != nil {
		panic(err)
	}
	return ty
}

// Feedback writes outcomes of this escrow's jobs to one Reputation Registry.
type Feedback struct {
	Chain    FeedbackChain
	ChainID  uint64
	Escrow   common.Address
	Registry common.Address
}

// FeedbackChain is what the feedback precheck reads (*ethclient.Client).
type FeedbackChain interface {
	Chain
	ethereum.LogFilterer
}

// JobURI is the feedbackURI naming a job: eip155:<chain>:<escrow>/jobs/<id>.
func JobURI(chainID uint64, escrow common.Address, jobID uint64) string {
	return erc8004.JobURI(chainID, escrow, new(big.Int).SetUint64(jobID)) // the validation requests' naming too
}

// JobHash is the feedbackHash naming a job: keccak256(abi.encode(chainId, escrow, jobId)); stable across
// reorgs (it names the job, not a transaction), and what the precheck finds an earlier feedback by.
func JobHash(chainID uint64, escrow common.Address, jobID uint64) common.Hash {
	args := abi.Arguments{{Type: uint256Ty}, {Type: addressTy}, {Type: uint256Ty}}
	data, err := args.Pack(new(big.Int).SetUint64(chainID), escrow, new(big.Int).SetUint64(jobID))
	if err != nil {
		panic(err) // static types
	}
	return crypto.Keccak256Hash(data)
}

// Register adds the feedback kind.
func (f *Feedback) Register(kinds *txmgr.Kinds) error {
	return kinds.Register(KindFeedback, txmgr.KindSpec{Precheck: f.check, Describe: func(r txmgr.Record) string { return "giveFeedback(" + r.Key + ")" }})
}

// Intent is the feedback of job jobID, scored score (basis points), for agentID. Its key names the escrow
// and the job: one feedback per job, whatever happens to the daemon.
func (f *Feedback) Intent(jobID uint64, agentID *big.Int, score uint16, serviceType string) txmgr.Intent {
	tag1 := serviceType
	if tag1 == "" {
		tag1 = "asa-job"
	}
	data := rep.PackGiveFeedback(agentID, big.NewInt(int64(score)), 2, tag1, FeedbackTag2, "",
		JobURI(f.ChainID, f.Escrow, jobID), JobHash(f.ChainID, f.Escrow, jobID))
	return txmgr.Intent{Kind: KindFeedback, Key: fmt.Sprintf("erc8004-feedback:%s:%d", f.Escrow.Hex(), jobID), To: f.Registry, Data: data}
}

// check: wait while the escrow does not show the job settled with this score (a reorg may have undone the
// settlement); done when this sender's feedback for the job is already in the registry (found by its
// feedbackHash among the NewFeedback events of the agent from this sender) or when the registry refuses it
// (self-feedback: the daemon's key owns or operates the agent; an unknown agent); send otherwise.
func (f *Feedback) check(ctx context.Context, r txmgr.Record) (txmgr.Check, error) {
	m := reputABI.Methods["giveFeedback"]
	if len(r.Data) < 4 || string(r.Data[:4]) != string(m.ID) {
		return txmgr.Check{}, fmt.Errorf("feedback intent %s: calldata is not giveFeedback", r.Key)
	}
	args, err := m.Inputs.Unpack(r.Data[4:])
	if err != nil {
		return txmgr.Check{}, fmt.Errorf("feedback intent %s: %w", r.Key, err)
	}
	agentID, value, uri, hash := args[0].(*big.Int), args[1].(*big.Int), args[6].(string), common.Hash(args[7].([32]byte))
	i := strings.LastIndex(uri, "/jobs/")
	if i < 0 {
		return txmgr.Check{}, fmt.Errorf("feedback intent %s: %q names no job", r.Key, uri)
	}
	jobID, err := strconv.ParseUint(uri[i+len("/jobs/"):], 10, 64)
	if err != nil {
		return txmgr.Check{}, fmt.Errorf("feedback intent %s: job of %q: %w", r.Key, uri, err)
	}
	v, err := callEscrow(ctx, boundEscrow{chain: f.Chain, addr: f.Escrow}, esc.PackGetJob(new(big.Int).SetUint64(jobID)), esc.UnpackGetJob)
	if err != nil {
		return txmgr.Check{}, fmt.Errorf("getJob(%d): %w", jobID, err)
	}
	st := settlement.JobStatus(v.Status)
	if (st != settlement.JobCompleted && st != settlement.JobRejected) || big.NewInt(int64(v.Score)).Cmp(value) != 0 {
		return txmgr.Check{Verdict: txmgr.Later, Reason: fmt.Sprintf("job %d is %s with score %d on chain, not settled with %s", jobID, st, v.Score, value)}, nil
	}
	logs, err := f.Chain.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{f.Registry},
		Topics: [][]common.Hash{{newFbSig}, {common.BigToHash(agentID)}, {common.BytesToHash(r.From.Bytes())}}})
	if err != nil {
		return txmgr.Check{}, fmt.Errorf("NewFeedback events of agent %s: %w", agentID, err)
	}
	for i := range logs {
		if ev, err := rep.UnpackNewFeedbackEvent(&logs[i]); err == nil && ev.FeedbackHash == hash {
			return txmgr.Check{Verdict: txmgr.Done, Reason: fmt.Sprintf("feedback %d for job %d is in the registry (block %d)", ev.FeedbackIndex, jobID, logs[i].BlockNumber)}, nil
		}
	}
	if _, err := f.Chain.CallContract(ctx, ethereum.CallMsg{From: r.From, To: &r.To, Data: r.Data}, nil); err != nil {
		if txmgr.Classify(err) == txmgr.ClassReverted {
			return txmgr.Check{Verdict: txmgr.Done, Reason: "the reputation registry refuses the feedback: " + RevertReason(err)}, nil
		}
		return txmgr.Check{}, err
	}
	return txmgr.Check{Verdict: txmgr.Send}, nil
}
