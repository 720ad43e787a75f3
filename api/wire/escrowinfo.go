package wire

import "github.com/ethereum/go-ethereum/common"

// EscrowInfo is GET /.well-known/asa-escrow.json of a daemon serving x402: what a client needs to pay
// it and to check its signed artifacts. OfferSigner is the key of every offer and funding receipt the
// daemon signs (`asa receipt verify --signer` pins it; `--daemon URL` reads it from here);
// SettlementSigner sends the x402 settlements.
type EscrowInfo struct {
	ChainID          uint64           `json:"chainId"`
	Network          string           `json:"network"` // CAIP-2
	Escrow           common.Address   `json:"escrow"`
	Token            common.Address   `json:"token"`
	OfferSigner      common.Address   `json:"offerSigner"`
	SettlementSigner common.Address   `json:"settlementSigner"`
	Facilitator      string           `json:"facilitator"` // base URL of the x402 facilitator API
	SignIn           *SignInEndpoints `json:"signIn,omitempty"`
}

// SignInEndpoints names a daemon's sign-in endpoints and the chain sign-ins are accepted on.
type SignInEndpoints struct {
	Nonce     string `json:"nonce"`
	Challenge string `json:"challenge"`
	SignIn    string `json:"signIn"`
	ChainID   string `json:"chainId"` // CAIP-2
}
