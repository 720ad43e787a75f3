package x402

// Invalid/error reason codes, spelled exactly as @x402/evm 2.x (exact scheme facilitator) and
// @x402/core 2.x answer them. The same codes serve as VerifyResponse.InvalidReason and
// SettleResponse.ErrorReason.
const (
	ReasonInvalidScheme              = "invalid_exact_evm_scheme"
	ReasonNetworkMismatch            = "invalid_exact_evm_network_mismatch"
	ReasonMissingEIP712Domain        = "invalid_exact_evm_missing_eip712_domain"
	ReasonRecipientMismatch          = "invalid_exact_evm_recipient_mismatch"
	ReasonInvalidSignature           = "invalid_exact_evm_signature"
	ReasonValidBeforeExpired         = "invalid_exact_evm_payload_authorization_valid_before"
	ReasonValidAfterInFuture         = "invalid_exact_evm_payload_authorization_valid_after"
	ReasonAuthorizationValueV1       = "invalid_exact_evm_authorization_value"
	ReasonAuthorizationValueMismatch = "invalid_exact_evm_payload_authorization_value_mismatch"
	ReasonTransactionFailed          = "invalid_exact_evm_transaction_failed"
	ReasonTransferEventMismatch      = "invalid_exact_evm_transfer_event_mismatch"
	ReasonTokenNameMismatch          = "invalid_exact_evm_token_name_mismatch"
	ReasonTokenVersionMismatch       = "invalid_exact_evm_token_version_mismatch"
	ReasonEIP3009NotSupported        = "invalid_exact_evm_eip3009_not_supported"
	ReasonNonceAlreadyUsed           = "invalid_exact_evm_nonce_already_used"
	ReasonInsufficientBalance        = "invalid_exact_evm_insufficient_balance"
	ReasonSimulationFailed           = "invalid_exact_evm_transaction_simulation_failed"
	ReasonFailedToParseSignature     = "invalid_exact_evm_failed_to_parse_signature"
	ReasonAssetNotDeployedContract   = "asset_not_deployed_contract"
	ReasonEIP6492FactoryNotAllowed   = "eip6492_factory_not_allowed"
	ReasonInvalidTransactionState    = "invalid_transaction_state"
	ReasonSettlementPending          = "settlement_pending"
	ReasonInvalidX402Version         = "invalid_x402_version"
	ReasonInvalidPayload             = "invalid_payload"
	ReasonInvalidPaymentRequirements = "invalid_payment_requirements"
	ReasonInvalidNetwork             = "invalid_network"
	ReasonUnsupportedScheme          = "unsupported_scheme"
)
