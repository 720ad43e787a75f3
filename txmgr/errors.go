package txmgr

import (
	"context"
	"errors"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
)

// ErrorClass is what the manager does about a node's answer to a send or
// an estimate.
type ErrorClass int

// Error classes.
const (
	// ClassNone: no error.
	ClassNone ErrorClass = iota
	// ClassRetryable: transient (network, pool full, unknown message): try again later.
	ClassRetryable
	// ClassAlreadyKnown: the node already has this exact transaction: success.
	ClassAlreadyKnown
	// ClassNonceTooLow: the nonce is used; either our tx was mined or another tx took the nonce.
	ClassNonceTooLow
	// ClassNonceTooHigh: an earlier nonce is missing (a gap); re-pricing cannot help, filling the gap does.
	ClassNonceTooHigh
	// ClassUnderpriced: fees too low (replacement, pool minimum, below base fee): bump.
	ClassUnderpriced
	// ClassInsufficientFunds: the sender cannot pay; retried, needs an operator.
	ClassInsufficientFunds
	// ClassReverted: the call reverts (eth_estimateGas / eth_call): the intent fails.
	ClassReverted
	// ClassFatal: the transaction can never be accepted as built: the intent fails.
	ClassFatal
)

// String names the class for logs and metrics.
func (c ErrorClass) String() string {
	switch c {
	case ClassNone:
		return "none"
	case ClassRetryable:
		return "retryable"
	case ClassAlreadyKnown:
		return "already_known"
	case ClassNonceTooLow:
		return "nonce_too_low"
	case ClassNonceTooHigh:
		return "nonce_too_high"
	case ClassUnderpriced:
		return "underpriced"
	case ClassInsufficientFunds:
		return "insufficient_funds"
	case ClassReverted:
		return "reverted"
	case ClassFatal:
		return "fatal"
	}
	return "unknown"
}

// nodeMessage maps a lower-case fragment of a node's error message to a class.
type nodeMessage struct {
	fragment string
	class    ErrorClass
	source   string // which node says it, for the reader
}

// nodeMessages is the classification table, checked in order; the first
// matching fragment wins. Wording verified against geth v1.17.10
// (ethclient/simulated) and anvil 1.7.1 where noted.
var nodeMessages = []nodeMessage{
	{"already known", ClassAlreadyKnown, "geth txpool.ErrAlreadyKnown"},
	{"transaction already imported", ClassAlreadyKnown, "anvil 1.7.1"},
	{"already imported", ClassAlreadyKnown, "nethermind/openethereum"},
	{"known transaction", ClassAlreadyKnown, "older geth"},
	{"alreadyknown", ClassAlreadyKnown, "nethermind"},

	{"nonce too low", ClassNonceTooLow, "geth core.ErrNonceTooLow, anvil"},
	{"oldnonce", ClassNonceTooLow, "nethermind"},
	{"nonce is too low", ClassNonceTooLow, "erigon/besu variants"},
	{"transaction nonce is too low", ClassNonceTooLow, "besu"},

	{"replacement transaction underpriced", ClassUnderpriced, "geth txpool, anvil"},
	{"transaction underpriced", ClassUnderpriced, "geth txpool.ErrUnderpriced"},
	{"max fee per gas less than block base fee", ClassUnderpriced, "geth core.ErrFeeCapTooLow, anvil (at submission)"},
	{"transaction gas price below minimum", ClassUnderpriced, "geth txpool.ErrTxGasPriceTooLow"},
	{"gas price too low", ClassUnderpriced, "various"},
	{"fee too low", ClassUnderpriced, "various"},
	{"feetoolow", ClassUnderpriced, "nethermind"},

	{"insufficient funds", ClassInsufficientFunds, "geth core.ErrInsufficientFunds, anvil (capitalised)"},

	{"execution reverted", ClassReverted, "geth/anvil eth_estimateGas, eth_call"},

	{"txpool is full", ClassRetryable, "geth legacypool"},
	{"account limit exceeded", ClassRetryable, "geth txpool"},
	{"out of capacity", ClassRetryable, "geth txpool"},
	{"transaction indexing is in progress", ClassRetryable, "geth"},
	{"nonce too high", ClassNonceTooHigh, "geth core.ErrNonceTooHigh (gap: an earlier nonce is missing)"},

	{"intrinsic gas too low", ClassFatal, "geth core.ErrIntrinsicGas, anvil"},
	{"intrinsic gas too high", ClassFatal, "anvil 1.7.1: gas limit above block gas limit"},
	{"exceeds block gas limit", ClassFatal, "geth txpool.ErrGasLimit"},
	{"transaction gas limit too high", ClassFatal, "geth core.ErrGasLimitTooHigh (EIP-7825 cap)"},
	{"exceeds the configured cap", ClassFatal, "geth RPC tx fee cap (--rpc.txfeecap)"},
	{"max priority fee per gas higher than max fee per gas", ClassFatal, "geth core.ErrTipAboveFeeCap, anvil"},
	{"insufficient gas for floor data gas cost", ClassFatal, "geth core.ErrFloorDataGas"},
	{"invalid sender", ClassFatal, "geth txpool.ErrInvalidSender"},
	{"oversized data", ClassFatal, "geth txpool.ErrOversizedData"},
	{"negative value", ClassFatal, "geth txpool.ErrNegativeValue"},
	{"nonce has max value", ClassFatal, "geth core.ErrNonceMax"},
	{"invalid chain id", ClassFatal, "geth/anvil"},
	{"sender not an eoa", ClassFatal, "geth core.ErrSenderNoEOA"},
	{"gas uint64 overflow", ClassFatal, "geth core.ErrGasUintOverflow"},
}

// Classify maps an error from a node (send, estimate or call) to a class
// using the table of node messages. Unknown errors are retryable.
func Classify(err error) ErrorClass {
	if err == nil {
		return ClassNone
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return ClassRetryable
	}
	msg := strings.ToLower(err.Error())
	for _, m := range nodeMessages {
		if strings.Contains(msg, m.fragment) {
			return m.class
		}
	}
	// JSON-RPC code 3 carries revert data (geth and anvil).
	var ce rpc.Error
	if errors.As(err, &ce) && ce.ErrorCode() == 3 {
		return ClassReverted
	}
	return ClassRetryable
}

// RevertReason returns the decoded Error(string) reason of a revert error
// if the node attached revert data, else the error's message.
func RevertReason(err error) string {
	if err == nil {
		return ""
	}
	var de rpc.DataError
	if errors.As(err, &de) {
		if s, ok := de.ErrorData().(string); ok {
			if data, derr := hexutil.Decode(s); derr == nil {
				if reason, uerr := abi.UnpackRevert(data); uerr == nil {
					return "execution reverted: " + reason
				}
				if len(data) > 0 {
					return "execution reverted: data " + s
				}
			}
		}
	}
	return err.Error()
}
