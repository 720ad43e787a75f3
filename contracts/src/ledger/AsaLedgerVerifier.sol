// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

import {IAsaEscrowTypes} from "../IAsaEscrowTypes.sol";
import {IAsaLedgerTypes} from "./IAsaLedgerTypes.sol";

/// @title What the verifier reads from its ledger
interface IAsaLedgerChain {
    /// @notice The account index of `account` (0: not registered).
    function accountIndex(address account) external view returns (uint32);
    /// @notice How many accounts are registered (indexes 1..accountCount).
    function accountCount() external view returns (uint32);
    /// @notice The on-chain cumulative deposits of account `index`.
    function deposited(uint32 index) external view returns (uint256);
    /// @notice The on-chain cumulative withdrawal requests of account `index`.
    function requested(uint32 index) external view returns (uint256);
    /// @notice The account at `index` (zero: none).
    function accountAt(uint32 index) external view returns (address);
    /// @notice How many messages were queued for forced inclusion.
    function forcedLength() external view returns (uint64);
    /// @notice The forced message at `position`: keccak256 of its FORCED data and when it was queued.
    function forcedEntry(uint64 position) external view returns (bytes32 dataHash, uint64 queuedAt);
}

/// @title AsaLedgerVerifier: re-executes one ledger transition (docs/ledger.md, section 4)
/// @notice Stateless. The ledger calls `verify` to decide a fraud proof, and `resultOutcome` / `expireOutcome` to
/// finish jobs on chain in exit mode, so both paths apply the escrow's money rule with the same code. Every
/// signature is an EOA's (ECDSA, low s): a contract wallet's ERC-1271 answer can change between the operator's
/// check and a challenge, which would let a party make an honest epoch look fraudulent, so the ledger accepts
/// none (such parties use the per-job escrow).
/// @dev A witness that does not verify against the running root reverts (`BadWitness`): only the operator's
/// data can make a transition invalid, never the challenger's witnesses. Data that does not decode, or is not
/// the canonical ABI encoding of its kind, makes the transition invalid; a decode that ran out of gas reverts
/// (`InsufficientGas`) instead, so a challenger cannot starve a valid transition into an invalid one.
contract AsaLedgerVerifier is IAsaLedgerTypes {
    uint8 internal constant SYNC = 1;
    uint8 internal constant OPEN = 2;
    uint8 internal constant SUBMIT = 3;
    uint8 internal constant RESULT = 4;
    uint8 internal constant EXPIRE = 5;
    uint8 internal constant FORCED = 6;

    uint8 internal constant FUNDED = 1;
    uint8 internal constant SUBMITTED = 2;
    uint8 internal constant CLOSED = 3;

    uint256 internal constant ACCOUNT_DEPTH = 20;
    uint256 internal constant JOB_DEPTH = 32;
    uint256 internal constant BPS = 10_000;
    uint256 internal constant MAX_EVALUATORS = 8;
    uint256 internal constant MAX_TIERS = 8;
    uint256 internal constant MAX_EVALUATOR_FEE_BPS = 1_000;
    uint256 internal constant MAX_EXPIRY_HORIZON = 730 days;

    bytes32 internal constant VOUCHER_TYPEHASH = keccak256("Voucher(bytes32 commitment,uint256 nonce)");
    bytes32 internal constant ACCEPTANCE_TYPEHASH = keccak256("Acceptance(bytes32 commitment,uint256 nonce,uint256 deadline)");
    bytes32 internal constant DELIVERY_TYPEHASH = keccak256("Delivery(uint256 jobId,bytes32 deliverable)");
    bytes32 internal constant WITHDRAWAL_TYPEHASH = keccak256("Withdrawal(uint256 total)");
    bytes32 internal constant RESULT_TYPEHASH = keccak256(
        "Result(uint256 jobId,bytes32 deliverable,uint64 submittedAt,uint16 score,bool passed,bytes32 evidenceHash,uint256 nonce,uint64 deadline)"
    );

    /// @dev Where a transition is executed: the ledger it reads, its EIP-712 domain separator and the epoch's cutoff.
    struct Ctx {
        IAsaLedgerChain chain;
        bytes32 domain;
        uint256 now_;
    }

    /// @dev The state being changed, and the next account witness to consume.
    struct Run {
        bytes32 accountsRoot;
        bytes32 jobsRoot;
        uint64 jobCount;
        uint64 forcedCount;
        uint256 next;
    }

    /// @dev One payout: `amount` to `account` (credits are applied in list order).
    struct Credit {
        address account;
        uint256 amount;
    }

    struct SyncData {
        uint32 account;
        uint256 deposits;
        uint256 withdrawals;
        uint256 signedTotal;
        bytes sig;
    }

    struct OpenData {
        Voucher v;
        bytes clientSig;
        uint256 acceptanceDeadline;
        bytes acceptanceSig;
        IAsaEscrowTypes.Terms terms;
    }

    struct ResultData {
        uint32 slot;
        Voucher v;
        IAsaEscrowTypes.Terms terms;
        IAsaEscrowTypes.Result result;
        address signer;
        bytes sig;
    }

    // ---------------------------------------------------------------------------------------------------
    // Entry points
    // ---------------------------------------------------------------------------------------------------

    /// @notice Executes transition `(kind, data)` on the state `pre` at time `now_` (the epoch's cutoff; a FORCED
    /// message's inner transition runs at the time it was queued) for the ledger `chain`.
    /// @param domain The ledger's EIP-712 domain separator.
    /// @param job The job slot witness the kind needs (see docs/ledger.md); ignored by SYNC.
    /// @param accounts The account witnesses the kind needs, in its order, each against the root left by the last.
    /// @return valid Whether the transition may be in an epoch.
    /// @return post The state root after it (zero when not valid).
    function verify(
        IAsaLedgerChain chain,
        bytes32 domain,
        uint256 now_,
        uint8 kind,
        bytes calldata data,
        StateFields calldata pre,
        JobWitness calldata job,
        AccountWitness[] calldata accounts
    ) external view returns (bool valid, bytes32 post) {
        Ctx memory c = Ctx(chain, domain, now_);
        Run memory r = Run(pre.accountsRoot, pre.jobsRoot, pre.jobCount, pre.forcedCount, 0);
        bool forcedPending = r.forcedCount < chain.forcedLength();
        if (kind == FORCED) {
            if (!forcedPending) return (false, bytes32(0));
            (bytes32 queued, uint64 queuedAt) = chain.forcedEntry(r.forcedCount);
            if (queued != keccak256(data)) return (false, bytes32(0));
            // Only a due entry (queued before the cutoff): an epoch's times never go back.
            if (queuedAt >= now_) return (false, bytes32(0));
            // A forced message takes effect at the time it was queued, as a transaction would have.
            c.now_ = queuedAt;
            (bool ok, uint8 innerKind, bytes memory inner) = _decodeForcedSafe(data);
            if (ok && innerKind >= SYNC && innerKind < FORCED) {
                Run memory trial = Run(r.accountsRoot, r.jobsRoot, r.jobCount, r.forcedCount, 0);
                if (_apply(c, trial, innerKind, inner, job, accounts)) r = trial;
            }
            r.forcedCount += 1;
            return (true, _stateRoot(r));
        }
        if (kind < SYNC || kind > EXPIRE) return (false, bytes32(0));
        // Forced messages queued before the epoch's cutoff come first: the operator cannot put its own
        // transitions, timed at the cutoff, ahead of an earlier forced delivery or result.
        if (forcedPending) {
            (, uint64 queuedAt) = chain.forcedEntry(r.forcedCount);
            if (queuedAt < now_) return (false, bytes32(0));
        }
        if (!_apply(c, r, kind, data, job, accounts)) return (false, bytes32(0));
        return (true, _stateRoot(r));
    }

    /// @notice One evaluator's result counted for a submitted job at `now_` (the RESULT rule), for exit mode.
    /// @param leaf The job's slot as the exit state (or the exit-mode overlay) holds it.
    /// @return valid Whether the result counts now.
    /// @return next The slot after it: the tally with this result, Closed when it was the last evaluator's.
    /// @return credits Empty unless the job settled: provider, client, then the counted evaluators in voucher order.
    function resultOutcome(
        bytes32 domain,
        uint256 now_,
        JobLeaf calldata leaf,
        Voucher calldata v,
        IAsaEscrowTypes.Terms calldata terms,
        IAsaEscrowTypes.Result calldata result,
        address signer,
        bytes calldata sig
    ) external pure returns (bool valid, JobLeaf memory next, Credit[] memory credits) {
        return _countResult(domain, now_, leaf, ResultData(0, v, terms, result, signer, sig));
    }

    /// @notice The dead-man outcome of a job at `now_` (the EXPIRE rule), for exit mode.
    /// @return valid Whether the job expires now.
    /// @return credits The client alone (no delivery); at the evaluation deadline, the scored payout when at least
    /// `quorum` results were counted (provider, client, counted evaluators), else provider then client (silence).
    function expireOutcome(
        bytes32 domain,
        uint256 now_,
        JobLeaf calldata leaf,
        Voucher calldata v,
        IAsaEscrowTypes.Terms calldata terms
    ) external pure returns (bool valid, Credit[] memory credits) {
        return _expireCredits(domain, now_, leaf, v, terms);
    }

    /// @notice Exit mode: the job slot a forced message concerns (`ok` false: not a SUBMIT, RESULT or EXPIRE, or
    /// data that does not decode; such a message changes nothing in exit mode).
    function forcedJobSlot(uint8 kind, bytes calldata data) external view returns (bool ok, uint32 slot) {
        uint256 g = gasleft();
        if (kind == SUBMIT) {
            try this.decodeSubmit(data) returns (uint32 s, Voucher memory, bytes32, bytes memory) {
                return (true, s);
            } catch {
                _decodeFailed(g);
            }
        } else if (kind == RESULT) {
            try this.decodeResult(data) returns (ResultData memory d) {
                return (true, d.slot);
            } catch {
                _decodeFailed(g);
            }
        } else if (kind == EXPIRE) {
            try this.decodeExpire(data) returns (uint32 s, Voucher memory, IAsaEscrowTypes.Terms memory) {
                return (true, s);
            } catch {
                _decodeFailed(g);
            }
        }
        return (false, 0);
    }

    /// @notice Exit mode: what a forced SUBMIT, RESULT or EXPIRE does to its job, executed at `queuedAt`, the time it was
    /// queued (as the operator would have had to), on the job's slot `leaf` as exit mode holds it.
    /// @return applied Whether it was valid then.
    /// @return next The slot after it.
    /// @return credits The payout, when it settled the job.
    function forcedJobOutcome(bytes32 domain, uint256 queuedAt, uint8 kind, bytes calldata data, JobLeaf calldata leaf)
        external
        view
        returns (bool applied, JobLeaf memory next, Credit[] memory credits)
    {
        next = leaf;
        if (kind == SUBMIT) {
            (, Voucher memory v, bytes32 deliverable, bytes memory sig) = this.decodeSubmit(data);
            bytes32 jobId = _jobId(domain, v);
            if (leaf.jobId != jobId || leaf.status != FUNDED || queuedAt >= v.expiredAt) return (false, next, credits);
            if (!_signedBy(v.provider, _typed(domain, keccak256(abi.encode(DELIVERY_TYPEHASH, jobId, deliverable))), sig)) {
                return (false, next, credits);
            }
            return (true, JobLeaf(jobId, SUBMITTED, deliverable, uint64(queuedAt), 0), credits);
        }
        if (kind == RESULT) return _countResult(domain, queuedAt, leaf, this.decodeResult(data));
        (, Voucher memory ev, IAsaEscrowTypes.Terms memory terms) = this.decodeExpire(data);
        (applied, credits) = _expireCredits(domain, queuedAt, leaf, ev, terms);
        if (applied) next.status = CLOSED;
    }

    /// @notice Whether `providerSig` is the provider's delivery of `deliverable` for the voucher's job, and the job id.
    function deliveryValid(bytes32 domain, Voucher calldata v, bytes32 deliverable, bytes calldata providerSig)
        external
        pure
        returns (bool valid, bytes32 jobId)
    {
        jobId = _jobId(domain, v);
        valid = _signedBy(v.provider, _typed(domain, keccak256(abi.encode(DELIVERY_TYPEHASH, jobId, deliverable))), providerSig);
    }

    /// @notice The accounts root above a frontier (the accounts tree's 64 nodes at level 14): its top 6 levels.
    function frontierRoot(bytes32[64] calldata frontier) external pure returns (bytes32) {
        bytes32[] memory level = new bytes32[](64);
        for (uint256 i; i < 64; ++i) {
            level[i] = frontier[i];
        }
        for (uint256 width = 32; width > 0; width /= 2) {
            for (uint256 i; i < width; ++i) {
                level[i] = _hashPair(level[2 * i], level[2 * i + 1]);
            }
        }
        return level[0];
    }

    /// @notice The job id of a voucher in the ledger whose domain separator is `domain`.
    function jobIdOf(bytes32 domain, Voucher calldata v) external pure returns (bytes32) {
        return _jobId(domain, v);
    }

    // ---------------------------------------------------------------------------------------------------
    // Decoders (called through `this` so that malformed data is an invalid transition, not a revert)
    // ---------------------------------------------------------------------------------------------------

    /// @notice Decodes SYNC data; reverts unless it is the canonical encoding.
    function decodeSync(bytes calldata data) external pure returns (SyncData memory d) {
        (d.account, d.deposits, d.withdrawals, d.signedTotal, d.sig) =
            abi.decode(data, (uint32, uint256, uint256, uint256, bytes));
        _canonical(data, abi.encode(d.account, d.deposits, d.withdrawals, d.signedTotal, d.sig));
    }

    /// @notice Decodes OPEN data; reverts unless it is the canonical encoding.
    function decodeOpen(bytes calldata data) external pure returns (OpenData memory o) {
        (o.v, o.clientSig, o.acceptanceDeadline, o.acceptanceSig, o.terms) =
            abi.decode(data, (Voucher, bytes, uint256, bytes, IAsaEscrowTypes.Terms));
        _canonical(data, abi.encode(o.v, o.clientSig, o.acceptanceDeadline, o.acceptanceSig, o.terms));
    }

    /// @notice Decodes SUBMIT data; reverts unless it is the canonical encoding.
    function decodeSubmit(bytes calldata data)
        external
        pure
        returns (uint32 slot, Voucher memory v, bytes32 deliverable, bytes memory providerSig)
    {
        (slot, v, deliverable, providerSig) = abi.decode(data, (uint32, Voucher, bytes32, bytes));
        _canonical(data, abi.encode(slot, v, deliverable, providerSig));
    }

    /// @notice Decodes RESULT data; reverts unless it is the canonical encoding.
    function decodeResult(bytes calldata data) external pure returns (ResultData memory d) {
        (d.slot, d.v, d.terms, d.result, d.signer, d.sig) =
            abi.decode(data, (uint32, Voucher, IAsaEscrowTypes.Terms, IAsaEscrowTypes.Result, address, bytes));
        _canonical(data, abi.encode(d.slot, d.v, d.terms, d.result, d.signer, d.sig));
    }

    /// @notice Decodes EXPIRE data; reverts unless it is the canonical encoding.
    function decodeExpire(bytes calldata data)
        external
        pure
        returns (uint32 slot, Voucher memory v, IAsaEscrowTypes.Terms memory terms)
    {
        (slot, v, terms) = abi.decode(data, (uint32, Voucher, IAsaEscrowTypes.Terms));
        _canonical(data, abi.encode(slot, v, terms));
    }

    /// @notice Decodes FORCED data; reverts unless it is the canonical encoding.
    function decodeForced(bytes calldata data) external pure returns (uint8 kind, bytes memory inner) {
        (kind, inner) = abi.decode(data, (uint8, bytes));
        _canonical(data, abi.encode(kind, inner));
    }

    function _canonical(bytes calldata data, bytes memory encoded) private pure {
        require(keccak256(data) == keccak256(encoded));
    }

    /// @dev After a failed decode: if it ran out of gas, revert the whole call (the data may be fine).
    function _decodeFailed(uint256 gasBefore) private view {
        if (gasleft() < gasBefore / 32) revert InsufficientGas();
    }

    function _decodeForcedSafe(bytes calldata data) private view returns (bool, uint8, bytes memory) {
        uint256 g = gasleft();
        try this.decodeForced(data) returns (uint8 kind, bytes memory inner) {
            return (true, kind, inner);
        } catch {
            _decodeFailed(g);
            return (false, 0, "");
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // The transitions
    // ---------------------------------------------------------------------------------------------------

    function _apply(
        Ctx memory c,
        Run memory r,
        uint8 kind,
        bytes memory data,
        JobWitness calldata job,
        AccountWitness[] calldata accounts
    ) private view returns (bool) {
        if (kind == SYNC) return _sync(c, r, data, accounts);
        if (kind == OPEN) return _open(c, r, data, job, accounts);
        if (kind == SUBMIT) return _submit(c, r, data, job);
        if (kind == RESULT) return _result(c, r, data, job, accounts);
        return _expire(c, r, data, job, accounts);
    }

    function _sync(Ctx memory c, Run memory r, bytes memory data, AccountWitness[] calldata accounts)
        private
        view
        returns (bool)
    {
        uint256 g = gasleft();
        SyncData memory d;
        try this.decodeSync(data) returns (SyncData memory decoded) {
            d = decoded;
        } catch {
            _decodeFailed(g);
            return false;
        }
        uint32 account = d.account;
        if (account == 0 || account > c.chain.accountCount()) return false;
        // The withdrawals may be what the account requested on chain or, with its signature, a total it signed
        // off chain (no transaction needed): either way no more than it asked for.
        uint256 allowed = c.chain.requested(account);
        if (d.sig.length != 0) {
            bytes32 digest = _typed(c.domain, keccak256(abi.encode(WITHDRAWAL_TYPEHASH, d.signedTotal)));
            if (!_signedBy(c.chain.accountAt(account), digest, d.sig)) return false;
            if (d.signedTotal > allowed) allowed = d.signedTotal;
        } else if (d.signedTotal != 0) {
            return false;
        }
        AccountLeaf memory a = _takeAccount(r, accounts, account);
        if (d.deposits < a.deposits || d.deposits > c.chain.deposited(account)) return false;
        // Counted withdrawals never decrease, and grow only up to what the account asked for.
        if (d.withdrawals < a.withdrawals || (d.withdrawals > a.withdrawals && d.withdrawals > allowed)) return false;
        if (d.deposits + a.credited < a.debited + d.withdrawals) return false;
        a.deposits = d.deposits;
        a.withdrawals = d.withdrawals;
        _putAccount(r, accounts, account, a);
        return true;
    }

    function _open(
        Ctx memory c,
        Run memory r,
        bytes memory data,
        JobWitness calldata job,
        AccountWitness[] calldata accounts
    ) private view returns (bool) {
        uint256 g = gasleft();
        OpenData memory o;
        try this.decodeOpen(data) returns (OpenData memory decoded) {
            o = decoded;
        } catch {
            _decodeFailed(g);
            return false;
        }
        Voucher memory v = o.v;
        uint32 client = c.chain.accountIndex(v.client);
        if (client == 0 || !_openStatic(c, o)) return false;
        bytes32 commitment = _commitment(v);
        bytes32 jobId = _typed(c.domain, keccak256(abi.encode(VOUCHER_TYPEHASH, commitment, v.nonce)));
        if (!_signedBy(v.client, jobId, o.clientSig)) return false;
        bytes32 acceptance =
            _typed(c.domain, keccak256(abi.encode(ACCEPTANCE_TYPEHASH, commitment, v.nonce, o.acceptanceDeadline)));
        if (!_signedBy(v.provider, acceptance, o.acceptanceSig)) return false;
        // The slot: the next one, empty.
        if (r.jobCount >= type(uint32).max) return false;
        if (_jobRoot(job.leaf, r.jobCount, job.path) != r.jobsRoot) revert BadWitness();
        if (job.leaf.jobId != 0 || job.leaf.status != 0 || job.leaf.deliverable != 0 || job.leaf.submittedAt != 0 || job.leaf.votes != 0) {
            return false;
        }
        AccountLeaf memory a = _takeAccount(r, accounts, client);
        if (a.nonce != v.nonce) return false;
        if (a.deposits + a.credited < a.debited + a.withdrawals + v.budget) return false;
        a.debited += v.budget;
        a.nonce += 1;
        _putAccount(r, accounts, client, a);
        r.jobsRoot = _jobRoot(JobLeaf(jobId, FUNDED, 0, 0, 0), r.jobCount, job.path);
        r.jobCount += 1;
        return true;
    }

    /// @dev OPEN's checks that need no witness: parties registered and independent, budget, times, terms.
    function _openStatic(Ctx memory c, OpenData memory o) private view returns (bool) {
        Voucher memory v = o.v;
        if (v.provider == address(0) || v.provider == v.client) return false;
        if (c.chain.accountIndex(v.provider) == 0) return false;
        uint256 n = v.evaluators.length;
        if (n == 0 || n > MAX_EVALUATORS || v.quorum == 0 || v.quorum > n) return false;
        for (uint256 i; i < n; ++i) {
            address e = v.evaluators[i];
            if (e == address(0) || e == v.client || e == v.provider) return false;
            for (uint256 j; j < i; ++j) {
                if (v.evaluators[j] == e) return false;
            }
            if (c.chain.accountIndex(e) == 0) return false;
        }
        if (v.budget == 0 || v.budget > type(uint88).max) return false;
        uint256 now_ = c.now_;
        if (now_ > o.acceptanceDeadline) return false;
        if (v.expiredAt <= now_ || v.expiredAt > now_ + MAX_EXPIRY_HORIZON) return false;
        if (v.expiredAt - now_ < o.terms.minDeliveryTime) return false;
        if (keccak256(abi.encode(o.terms)) != v.termsHash) return false;
        return _nettable(o.terms);
    }

    /// @dev The netted subset of terms (docs/ledger.md): what the ledger settles without a resolver or history.
    function _nettable(IAsaEscrowTypes.Terms memory t) private pure returns (bool) {
        if (t.rollingWindow != 0 || t.collateralBps != 0 || t.resolver != address(0)) return false;
        if (t.disputeThreshold != 0 || t.challengeWindow != 0 || t.evaluateTimeout == 0) return false;
        if (t.evaluatorFeeBps > MAX_EVALUATOR_FEE_BPS) return false;
        IAsaEscrowTypes.Action s = t.silenceAction;
        if (
            s != IAsaEscrowTypes.Action.Split5050 && s != IAsaEscrowTypes.Action.ReturnToClient
                && s != IAsaEscrowTypes.Action.ReleaseToProvider
        ) return false;
        if (t.policy == IAsaEscrowTypes.Policy.Continuous) return t.tierCount == 0 && t.tiers == 0;
        if (t.policy != IAsaEscrowTypes.Policy.Graduated) return false;
        uint256 count = t.tierCount;
        if (count == 0 || count > MAX_TIERS || t.tiers >> (32 * count) != 0) return false;
        uint256 previous = type(uint256).max;
        for (uint256 i; i < count; ++i) {
            uint256 tier = t.tiers >> (32 * i);
            uint256 minScore = uint16(tier >> 16);
            if (minScore > BPS || uint16(tier) > BPS || minScore >= previous) return false;
            previous = minScore;
        }
        return true;
    }

    function _submit(Ctx memory c, Run memory r, bytes memory data, JobWitness calldata job) private view returns (bool) {
        uint256 g = gasleft();
        uint32 slot;
        Voucher memory v;
        bytes32 deliverable;
        bytes memory sig;
        try this.decodeSubmit(data) returns (uint32 s, Voucher memory dv, bytes32 d, bytes memory ps) {
            (slot, v, deliverable, sig) = (s, dv, d, ps);
        } catch {
            _decodeFailed(g);
            return false;
        }
        if (slot >= r.jobCount) return false;
        bytes32 jobId = _jobId(c.domain, v);
        if (_jobRoot(job.leaf, slot, job.path) != r.jobsRoot) revert BadWitness();
        JobLeaf calldata l = job.leaf;
        if (l.jobId != jobId || l.status != FUNDED || l.deliverable != 0 || l.submittedAt != 0 || l.votes != 0) return false;
        if (c.now_ >= v.expiredAt) return false;
        if (!_signedBy(v.provider, _typed(c.domain, keccak256(abi.encode(DELIVERY_TYPEHASH, jobId, deliverable))), sig)) {
            return false;
        }
        r.jobsRoot = _jobRoot(JobLeaf(jobId, SUBMITTED, deliverable, uint64(c.now_), 0), slot, job.path);
        return true;
    }

    function _result(
        Ctx memory c,
        Run memory r,
        bytes memory data,
        JobWitness calldata job,
        AccountWitness[] calldata accounts
    ) private view returns (bool) {
        uint256 g = gasleft();
        ResultData memory d;
        try this.decodeResult(data) returns (ResultData memory decoded) {
            d = decoded;
        } catch {
            _decodeFailed(g);
            return false;
        }
        if (d.slot >= r.jobCount) return false;
        if (_jobRoot(job.leaf, d.slot, job.path) != r.jobsRoot) revert BadWitness();
        (bool ok, JobLeaf memory next, Credit[] memory credits) = _countResult(c.domain, c.now_, job.leaf, d);
        if (!ok) return false;
        _applyCredits(c, r, accounts, credits);
        r.jobsRoot = _jobRoot(next, d.slot, job.path);
        return true;
    }

    function _expire(
        Ctx memory c,
        Run memory r,
        bytes memory data,
        JobWitness calldata job,
        AccountWitness[] calldata accounts
    ) private view returns (bool) {
        uint256 g = gasleft();
        uint32 slot;
        Voucher memory v;
        IAsaEscrowTypes.Terms memory terms;
        try this.decodeExpire(data) returns (uint32 s, Voucher memory dv, IAsaEscrowTypes.Terms memory t) {
            (slot, v, terms) = (s, dv, t);
        } catch {
            _decodeFailed(g);
            return false;
        }
        if (slot >= r.jobCount) return false;
        if (_jobRoot(job.leaf, slot, job.path) != r.jobsRoot) revert BadWitness();
        (bool ok, Credit[] memory credits) = _expireCredits(c.domain, c.now_, job.leaf, v, terms);
        if (!ok) return false;
        _applyCredits(c, r, accounts, credits);
        JobLeaf calldata l = job.leaf;
        r.jobsRoot = _jobRoot(JobLeaf(l.jobId, CLOSED, l.deliverable, l.submittedAt, l.votes), slot, job.path);
        return true;
    }

    // ---------------------------------------------------------------------------------------------------
    // The money rule (IAsaEscrowTypes' header; settlement.Terms.FinalizeVerified)
    // ---------------------------------------------------------------------------------------------------

    /// @dev The escrow's _countResult: every evaluator counts; the job settles on the last evaluator's result.
    function _countResult(bytes32 domain, uint256 now_, JobLeaf memory leaf, ResultData memory d)
        private
        pure
        returns (bool, JobLeaf memory, Credit[] memory credits)
    {
        Voucher memory v = d.v;
        bytes32 jobId = _jobId(domain, v);
        if (leaf.jobId != jobId || leaf.status != SUBMITTED) return (false, leaf, credits);
        if (keccak256(abi.encode(d.terms)) != v.termsHash) return (false, leaf, credits);
        if (now_ >= uint256(leaf.submittedAt) + d.terms.evaluateTimeout) return (false, leaf, credits);
        IAsaEscrowTypes.Result memory res = d.result;
        if (res.jobId != uint256(jobId) || res.deliverable != leaf.deliverable || res.submittedAt != leaf.submittedAt) {
            return (false, leaf, credits);
        }
        if (res.score > BPS || now_ > res.deadline) return (false, leaf, credits);
        uint256 position = _positionOf(v.evaluators, d.signer);
        uint256 votes = leaf.votes;
        if (position == type(uint256).max || votes & (1 << position) != 0) return (false, leaf, credits);
        if (!_signedBy(d.signer, _resultDigest(domain, res), d.sig)) return (false, leaf, credits);
        uint256 count = ((votes >> 8) & 0xff) + 1;
        votes = (votes | (1 << position)) & ~(uint256(0xff) << 8);
        votes |= (count << 8) | (uint256(res.score) << (16 + 16 * position));
        if (!res.passed) votes |= 1 << (144 + position);
        leaf.votes = votes;
        if (count == v.evaluators.length) {
            credits = _scoredCredits(v, d.terms, votes);
            leaf.status = CLOSED;
        }
        return (true, leaf, credits);
    }

    /// @dev The scored payout over the counted results of a tally (IAsaEscrowTypes' money rule).
    function _scoredCredits(Voucher memory v, IAsaEscrowTypes.Terms memory terms, uint256 votes)
        private
        pure
        returns (Credit[] memory credits)
    {
        uint256 n = v.evaluators.length;
        uint256 count = (votes >> 8) & 0xff;
        uint16[] memory scores = new uint16[](count);
        uint256 failed;
        uint256 k;
        for (uint256 i; i < n; ++i) {
            if (votes & (1 << i) == 0) continue;
            scores[k++] = uint16(votes >> (16 + 16 * i));
            if ((votes >> (144 + i)) & 1 == 1) ++failed;
        }
        uint256 releaseBps = failed * 2 >= count ? 0 : _policyBps(terms, _median(scores));
        uint256 budget = v.budget;
        uint256 fee = (budget * terms.evaluatorFeeBps) / BPS;
        uint256 providerAmount = ((budget - fee) * releaseBps) / BPS;
        credits = new Credit[](2 + count);
        credits[0] = Credit(v.provider, providerAmount);
        credits[1] = Credit(v.client, budget - fee - providerAmount);
        uint256 share = fee / count;
        uint256 remainder = fee - share * count;
        uint256 next = 2;
        for (uint256 i; i < n; ++i) {
            if (votes & (1 << i) == 0) continue;
            credits[next++] = Credit(v.evaluators[i], share + remainder);
            remainder = 0;
        }
    }

    function _expireCredits(
        bytes32 domain,
        uint256 now_,
        JobLeaf memory leaf,
        Voucher memory v,
        IAsaEscrowTypes.Terms memory terms
    ) private pure returns (bool, Credit[] memory credits) {
        if (leaf.jobId != _jobId(domain, v)) return (false, credits);
        if (keccak256(abi.encode(terms)) != v.termsHash) return (false, credits);
        if (leaf.status == FUNDED) {
            if (now_ < v.expiredAt) return (false, credits);
            credits = new Credit[](1);
            credits[0] = Credit(v.client, v.budget);
            return (true, credits);
        }
        if (leaf.status != SUBMITTED || now_ < uint256(leaf.submittedAt) + terms.evaluateTimeout) return (false, credits);
        // At the evaluation deadline: the median of every result received when there are at least quorum.
        if ((leaf.votes >> 8) & 0xff >= v.quorum) return (true, _scoredCredits(v, terms, leaf.votes));
        uint256 bps = terms.silenceAction == IAsaEscrowTypes.Action.Split5050
            ? BPS / 2
            : terms.silenceAction == IAsaEscrowTypes.Action.ReleaseToProvider ? BPS : 0;
        uint256 providerAmount = (v.budget * bps) / BPS;
        credits = new Credit[](2);
        credits[0] = Credit(v.provider, providerAmount);
        credits[1] = Credit(v.client, v.budget - providerAmount);
        return (true, credits);
    }

    function _policyBps(IAsaEscrowTypes.Terms memory t, uint16 score) private pure returns (uint256) {
        if (t.policy == IAsaEscrowTypes.Policy.Continuous) return score;
        for (uint256 i; i < t.tierCount; ++i) {
            uint256 tier = t.tiers >> (32 * i);
            if (score >= uint16(tier >> 16)) return uint16(tier);
        }
        return 0;
    }

    /// @dev Median of the scores; for an even count the mean of the middle two, rounded down.
    function _median(uint16[] memory scores) private pure returns (uint16) {
        uint256 n = scores.length;
        for (uint256 i = 1; i < n; ++i) {
            uint16 s = scores[i];
            uint256 j = i;
            while (j > 0 && scores[j - 1] > s) {
                scores[j] = scores[j - 1];
                --j;
            }
            scores[j] = s;
        }
        uint256 mid = n / 2;
        if (n % 2 == 1) return scores[mid];
        return uint16((uint256(scores[mid - 1]) + scores[mid]) / 2);
    }

    function _positionOf(address[] memory list, address a) private pure returns (uint256) {
        for (uint256 i; i < list.length; ++i) {
            if (list[i] == a) return i;
        }
        return type(uint256).max;
    }

    // ---------------------------------------------------------------------------------------------------
    // Witnesses and hashes
    // ---------------------------------------------------------------------------------------------------

    function _applyCredits(Ctx memory c, Run memory r, AccountWitness[] calldata accounts, Credit[] memory credits)
        private
        view
    {
        for (uint256 i; i < credits.length; ++i) {
            uint32 index = c.chain.accountIndex(credits[i].account);
            AccountLeaf memory a = _takeAccount(r, accounts, index);
            a.credited += credits[i].amount;
            _putAccount(r, accounts, index, a);
        }
    }

    /// @dev The next account witness, checked to be account `index` in the running accounts root.
    function _takeAccount(Run memory r, AccountWitness[] calldata accounts, uint32 index)
        private
        pure
        returns (AccountLeaf memory)
    {
        if (r.next >= accounts.length) revert BadWitness();
        AccountWitness calldata w = accounts[r.next];
        if (_accountRoot(w.leaf, index, w.path) != r.accountsRoot) revert BadWitness();
        return w.leaf;
    }

    /// @dev Writes the changed leaf of the witness `_takeAccount` just returned.
    function _putAccount(Run memory r, AccountWitness[] calldata accounts, uint32 index, AccountLeaf memory a)
        private
        pure
    {
        r.accountsRoot = _accountRoot(a, index, accounts[r.next].path);
        r.next += 1;
    }

    function _accountRoot(AccountLeaf memory a, uint256 index, bytes32[20] calldata path) private pure returns (bytes32 h) {
        h = keccak256(abi.encode(a.credited, a.debited, a.deposits, a.withdrawals, a.nonce));
        for (uint256 k; k < ACCOUNT_DEPTH; ++k) {
            h = (index >> k) & 1 == 1 ? _hashPair(path[k], h) : _hashPair(h, path[k]);
        }
    }

    function _jobRoot(JobLeaf memory l, uint256 slot, bytes32[32] calldata path) private pure returns (bytes32 h) {
        h = keccak256(abi.encode(l.jobId, l.status, l.deliverable, l.submittedAt, l.votes));
        for (uint256 k; k < JOB_DEPTH; ++k) {
            h = (slot >> k) & 1 == 1 ? _hashPair(path[k], h) : _hashPair(h, path[k]);
        }
    }

    function _hashPair(bytes32 left, bytes32 right) private pure returns (bytes32 h) {
        assembly ("memory-safe") {
            mstore(0x00, left)
            mstore(0x20, right)
            h := keccak256(0x00, 0x40)
        }
    }

    function _stateRoot(Run memory r) private pure returns (bytes32) {
        return keccak256(abi.encode(r.accountsRoot, r.jobsRoot, r.jobCount, r.forcedCount));
    }

    /// @dev The escrow's job commitment (AsaEscrowBase._jobCommitment over _agreementKey).
    function _commitment(Voucher memory v) private pure returns (bytes32) {
        bytes32 key = keccak256(abi.encode(v.client, v.provider, v.termsHash, v.quorum, v.evaluators));
        return keccak256(abi.encode(key, v.agreementHash, v.budget, v.expiredAt));
    }

    function _jobId(bytes32 domain, Voucher memory v) private pure returns (bytes32) {
        return _typed(domain, keccak256(abi.encode(VOUCHER_TYPEHASH, _commitment(v), v.nonce)));
    }

    function _resultDigest(bytes32 domain, IAsaEscrowTypes.Result memory r) private pure returns (bytes32) {
        return _typed(
            domain,
            keccak256(
                abi.encode(
                    RESULT_TYPEHASH,
                    r.jobId,
                    r.deliverable,
                    r.submittedAt,
                    r.score,
                    r.passed,
                    r.evidenceHash,
                    r.nonce,
                    r.deadline
                )
            )
        );
    }

    function _typed(bytes32 domain, bytes32 structHash) private pure returns (bytes32) {
        return MessageHashUtils.toTypedDataHash(domain, structHash);
    }

    function _signedBy(address signer, bytes32 digest, bytes memory sig) private pure returns (bool) {
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(digest, sig);
        return err == ECDSA.RecoverError.NoError && recovered == signer;
    }
}
