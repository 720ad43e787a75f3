package api

import (
	"context"
	"errors"
	"net/http"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/daemon/indexer"
	"github.com/asa-escrow/asa/daemon/signin"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/visibility"
)

// viewer is the address a request signed in as (nil when it carries no sign-in). A sign-in the request
// presents and that is refused (expired, replayed, for another origin) is an error, answered 401: the
// caller meant to sign in and must know it did not.
func (s *Server) viewer(w http.ResponseWriter, r *http.Request) (*common.Address, bool) {
	if s.SignIn == nil {
		return nil, true
	}
	id, err := s.SignIn.Authenticate(r)
	if errors.Is(err, signin.ErrNoCredentials) {
		return nil, true
	}
	if err != nil {
		s.SignIn.WriteError(w, err)
		return nil, false
	}
	addr := id.Address
	return &addr, true
}

// jobAccess is what one caller may see of one job.
type jobAccess struct {
	visibility settlement.Visibility
	audience   visibility.Audience
	viewer     *common.Address
	agreement  *store.JobAgreement
}

func (a jobAccess) serves(d visibility.Detail) bool {
	return visibility.Serves(a.visibility, a.audience, d)
}

// access decides what viewer may see of job j: its agreement's visibility (visibility.Of) and whether the
// viewer is one of its parties (client, provider, evaluators, backup evaluator, resolver).
func (s *Server) access(ctx context.Context, j store.Job, viewer *common.Address) (jobAccess, error) {
	acc := jobAccess{viewer: viewer}
	var registered settlement.Visibility
	known := false
	if s.Agreements != nil {
		a, ok, err := s.Agreements.Agreement(ctx, j.ID)
		if err != nil {
			return jobAccess{}, unavailable(err)
		}
		if ok {
			acc.agreement, registered, known = &a, settlement.Visibility(a.Visibility), true
		}
	}
	acc.visibility = visibility.Of(j.AgreementHash, registered, known)
	parties := visibility.Parties{Client: j.Client, Provider: j.Provider, Evaluators: j.Evaluators}
	if len(j.Terms) > 0 {
		if t, err := indexer.TermsOf(store.TermsRecord{ID: j.TermsID, Terms: j.Terms}); err == nil {
			parties.BackupEvaluator, parties.Resolver = common.HexToAddress(t.BackupEvaluator), common.HexToAddress(t.Resolver)
		}
	}
	acc.audience = visibility.AudienceOf(viewer, parties)
	return acc, nil
}

// withheldDetails are the details a job view may leave out, in the order the answer names them.
var withheldDetails = []visibility.Detail{visibility.EvaluatorIdentities, visibility.Results, visibility.Timeline,
	visibility.VerificationDocuments, visibility.AgreementDocument, visibility.PriceFlag}

// redact removes from resp what acc does not allow and says so in resp.Visibility.
func redact(resp *wire.JobResponse, acc jobAccess) {
	view := &wire.VisibilityView{Visibility: string(acc.visibility), Audience: acc.audience.String(), Viewer: acc.viewer, Withheld: []string{}}
	for _, d := range withheldDetails {
		if acc.serves(d) {
			continue
		}
		view.Withheld = append(view.Withheld, d.String())
		switch d {
		case visibility.EvaluatorIdentities:
			resp.Evaluators = []common.Address{}
			for i := range resp.PoolDraws {
				resp.PoolDraws[i].Evaluators = []common.Address{} // the seat, its policy and its seed stay
			}
		case visibility.Results:
			resp.Results = []wire.ResultView{}
		case visibility.Timeline:
			resp.Events = []wire.EventView{}
		case visibility.VerificationDocuments:
			for i := range resp.Results {
				resp.Results[i].Document = nil
			}
		case visibility.AgreementDocument:
			resp.Agents = nil // how the document named its parties (agent ids, card URLs) is the document's
		case visibility.PriceFlag:
			resp.PriceCheck = nil
		}
	}
	resp.Visibility = view
}

// getAgreement is GET /v1/jobs/{id}/agreement: the registered agreement document, to those its visibility
// allows.
func (s *Server) getAgreement(w http.ResponseWriter, r *http.Request) {
	id, ok := jobIDParam(w, r)
	if !ok {
		return
	}
	viewer, ok := s.viewer(w, r)
	if !ok {
		return
	}
	j, err := s.Store.Job(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, apiErr(http.StatusNotFound, wire.CodeUnknownJob, "job %d is not known to this daemon's escrow (yet)", id))
		return
	}
	if err != nil {
		writeError(w, unavailable(err))
		return
	}
	acc, err := s.access(r.Context(), j, viewer)
	if err != nil {
		writeError(w, err)
		return
	}
	if acc.agreement == nil {
		writeError(w, apiErr(http.StatusNotFound, wire.CodeNotFound, "the daemon holds no agreement document for job %d (register it: POST /v1/jobs/%d/agreement, or 'asa job agreement register --job %d --file FILE')", id, id, id))
		return
	}
	if !acc.serves(visibility.AgreementDocument) {
		writeError(w, forbidden(acc, id))
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "private, no-store")
	_, _ = w.Write(acc.agreement.Document)
}

// forbidden is the refusal of a detail the caller may not see: 401 when it is not signed in (signing in
// as a party may help), 403 when it is signed in and still not allowed.
func forbidden(acc jobAccess, id uint64) *Error {
	if acc.viewer == nil {
		return apiErr(http.StatusUnauthorized, wire.CodeUnauthorized,
			"job %d's agreement keeps this to its parties (visibility %s): sign in as a party (POST /v1/signin)", id, acc.visibility)
	}
	return apiErr(http.StatusForbidden, wire.CodeForbidden, "%s is not a party of job %d, whose agreement keeps this to its parties (visibility %s)",
		acc.viewer.Hex(), id, acc.visibility)
}
