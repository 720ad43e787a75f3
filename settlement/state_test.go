package settlement

import (
	"encoding/json"
	"testing"
)

func TestStateMapping(t *testing.T) {
	want := map[JobStatus]AgreementState{
		JobOpen: StateProposed, JobFunded: StateActive, JobSubmitted: StateDelivered, JobCompleted: StateClosed,
		JobRejected: StateRejected, JobExpired: StateExpired, JobVerified: StateVerified, JobDisputed: StateDisputed,
	}
	for js := JobOpen; js <= JobDisputed; js++ {
		as, err := AgreementStateOf(js)
		if err != nil || as != want[js] {
			t.Errorf("%s -> %s, %v; want %s", js, as, err, want[js])
		}
		back, err := JobStatusOf(as)
		if err != nil || back != js {
			t.Errorf("%s -> %s -> %s, %v", js, as, back, err)
		}
	}
	if js, err := JobStatusOf(StateNegotiating); err != nil || js != JobOpen {
		t.Errorf("NEGOTIATING -> %s, %v", js, err)
	}
	if _, err := AgreementStateOf(JobStatus(8)); err == nil {
		t.Error("job status 8 accepted")
	}
	if _, err := JobStatusOf(AgreementState(9)); err == nil {
		t.Error("agreement state 9 accepted")
	}
	// The contract's enum ordinals.
	if JobOpen != 0 || JobFunded != 1 || JobSubmitted != 2 || JobCompleted != 3 || JobRejected != 4 || JobExpired != 5 || JobVerified != 6 || JobDisputed != 7 {
		t.Fatal("job status ordinals differ from the contract")
	}
	if !JobCompleted.Terminal() || !JobExpired.Terminal() || !JobRejected.Terminal() || JobDisputed.Terminal() || JobVerified.Terminal() {
		t.Error("Terminal wrong")
	}
	if StateNegotiating.OnChain() || !StateActive.OnChain() {
		t.Error("OnChain wrong")
	}
}

func TestAgreementStateText(t *testing.T) {
	for _, name := range []string{"active", "ACTIVE", "Active"} {
		s, err := ParseAgreementState(name)
		if err != nil || s != StateActive {
			t.Errorf("%q -> %s, %v", name, s, err)
		}
	}
	if _, err := ParseAgreementState("done"); err == nil {
		t.Error("unknown state accepted")
	}
	b, err := json.Marshal(struct{ S AgreementState }{StateDisputed})
	if err != nil || string(b) != `{"S":"disputed"}` {
		t.Fatalf("marshal: %s %v", b, err)
	}
	var v struct{ S AgreementState }
	if err := json.Unmarshal([]byte(`{"S":"CLOSED"}`), &v); err != nil || v.S != StateClosed {
		t.Fatalf("unmarshal: %v %v", v.S, err)
	}
	if StateClosed.String() != "CLOSED" || JobVerified.String() != "Verified" {
		t.Error("String wrong")
	}
}
