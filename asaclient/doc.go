// Package asaclient is the Go client of the ASA escrow and its settlement daemon: everything an agent needs
// to take part in a job from its own wallet.
//
//   - A client creates a job from an ASA agreement document (CreateJob, or CreateAndFundJob in one
//     transaction, or CreateAndFundJobs for many jobs under one set of terms in one transaction) and funds
//     it (Fund, or FundX402 through the daemon's x402 endpoint). Funding pays what the client agreed to
//     (Agreed: the agreement's budget and terms hash, or the creation it sent) and refuses when the chain
//     says otherwise.
//   - When the agreement asks for the provider's acceptance (and collateral), the provider signs it for the
//     planned job (PlannedAcceptance, SignAcceptance) and the client relays it while creating and funding
//     the job (CreateAndFundAccepted: the job starts in one transaction); or, for a job that exists, the
//     provider accepts by its own call (AcceptJob), or signs (SignAcceptanceForJob) for anyone to relay
//     (RelayAcceptance), or pays its collateral through the daemon's x402 endpoint (PostCollateralX402).
//     The collateral comes by approve, by an EIP-3009 authorization to the job's collateral deposit, or from
//     that deposit. ERC-1271 provider contracts sign through a key they accept. Money shows both sides' money.
//   - A provider commits the sha256 of its delivery (Submit).
//   - An evaluator binds a Verification Result document to the job's submission and signs it (SignResult);
//     Daemon.PostResult hands it to the settlement daemon, which relays it on chain and finalizes the job.
//   - The client or the provider challenges a verified score inside its window (Challenge); the job's
//     resolver decides the dispute (Resolve). Refusals before sending are ErrWrongRole or ErrWrongState and
//     say who may act and when.
//   - Anyone reads a job (Job, Daemon.Job), follows it (Watch) and reads balances and credits; anyone may
//     give the daemon a job's agreement document (Daemon.RegisterAgreement).
//
// The escrow to talk to comes from the deployment file `asa deploy --out` writes (LoadDeployment, then
// Deployment.Open), or from its address (Open). Calls with more than a few inputs take an options struct
// whose zero value is the safe default (ResultOptions: a fresh random nonce, see ResultNonce; FundOptions;
// CreateOptions; SignAcceptanceOptions; AcceptOptions; CollateralAuthOptions; X402Options). The daemon
// calls that may run before the daemon has seen the chain (PostResult, RegisterAgreement) retry its "not
// yet" answers with backoff until Daemon.RetryFor or the context's deadline.
//
// The exported API is semver'd: api.txt in this directory is its golden listing, checked by the package's
// tests (see the README's compatibility promise).
//
// Every function that signs takes a signer.Signer right after its context: a local key (signer.FromKey),
// a keystore account (signer.OpenAccount), a remote signer such as Clef (signer.DialClef), or the agent's
// own KMS or MPC wallet behind the same four methods. Typed data goes to the signer as EIP-712 typed
// data, and every signature and transaction that comes back is checked against what was asked before
// anything is sent.
//
// It sends one transaction at a time from the caller's signer and waits for its receipt; it is not the
// daemon's transaction manager, and it computes no payouts (package settlement does). It depends on no
// daemon package: the daemon's JSON bodies come from package api/wire.
package asaclient
