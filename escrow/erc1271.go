package escrow

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"
)

// erc1271Selector is isValidSignature(bytes32,bytes); for a valid signature the call returns it, left-aligned
// in a 32-byte word (erc1271Magic).
var (
	erc1271Selector = []byte{0x16, 0x26, 0xba, 0x7e}
	erc1271Magic    = common.RightPadBytes(erc1271Selector, 32)
)

var erc1271Args = func() abi.Arguments {
	b32, _ := abi.NewType("bytes32", "", nil)
	bs, _ := abi.NewType("bytes", "", nil)
	return abi.Arguments{{Type: b32}, {Type: bs}}
}()

// IsValidERC1271Signature asks the contract account signer (ERC-1271) whether sig is its signature over
// digest, at the latest block, exactly as the escrow's SignatureChecker does: only the magic value is a yes.
// A revert, an account without code or any other answer is false; only a failed RPC is an error.
func IsValidERC1271Signature(ctx context.Context, c ethereum.ContractCaller, signer common.Address, digest common.Hash, sig []byte) (bool, error) {
	args, err := erc1271Args.Pack(digest, sig)
	if err != nil {
		return false, fmt.Errorf("pack isValidSignature: %w", err)
	}
	data := append(append([]byte{}, erc1271Selector...), args...)
	out, err := c.CallContract(ctx, ethereum.CallMsg{To: &signer, Data: data}, nil)
	if err != nil {
		if isRevert(err) {
			return false, nil
		}
		return false, fmt.Errorf("isValidSignature on %s: %w", signer, err)
	}
	return len(out) >= 32 && bytes.Equal(out[:32], erc1271Magic), nil
}

// isRevert tells a reverted call (the contract said no) from a transport or node failure.
func isRevert(err error) bool {
	var de rpc.DataError
	if errors.As(err, &de) {
		return true
	}
	return strings.Contains(strings.ToLower(err.Error()), "execution reverted")
}
