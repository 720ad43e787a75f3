package store

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// An evaluator's pool registrations are kept once per service type with the block of the first, listed in
// that order, bounded by the limit, and rewound with the blocks that made them (both backends).
func TestPoolRegistrationsRewind(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) { testPoolRegistrationsRewind(t, b.open(t)) })
}

func testPoolRegistrationsRewind(t *testing.T, s *Store) {
	ctx := context.Background()
	ev, other := common.HexToAddress("0xe1"), common.HexToAddress("0xe2")
	typeA, typeB := common.HexToHash("0xa"), common.HexToHash("0xb")
	if err := s.Apply(ctx, ChainUpdate{PoolRegistrations: []PoolRegistration{
		{Evaluator: ev, ServiceType: typeA, BlockNumber: 5},
		{Evaluator: other, ServiceType: typeA, BlockNumber: 5},
	}}, testFold); err != nil {
		t.Fatal(err)
	}
	// typeA again (after a withdrawal) keeps block 5; typeB is new at block 9.
	if err := s.Apply(ctx, ChainUpdate{PoolRegistrations: []PoolRegistration{
		{Evaluator: ev, ServiceType: typeA, BlockNumber: 9},
		{Evaluator: ev, ServiceType: typeB, BlockNumber: 9},
	}}, testFold); err != nil {
		t.Fatal(err)
	}
	got, err := s.PoolRegistrations(ctx, ev, 16)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ServiceType != typeA || got[0].BlockNumber != 5 || got[1].ServiceType != typeB || got[1].BlockNumber != 9 {
		t.Fatalf("registrations = %+v, want typeA@5, typeB@9", got)
	}
	if got, err := s.PoolRegistrations(ctx, ev, 1); err != nil || len(got) != 1 || got[0].ServiceType != typeA {
		t.Fatalf("registrations limited to 1 = %+v, %v", got, err)
	}
	if _, err := s.RewindTo(ctx, 8, testFold); err != nil {
		t.Fatal(err)
	}
	got, err = s.PoolRegistrations(ctx, ev, 16)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].ServiceType != typeA || got[0].BlockNumber != 5 {
		t.Fatalf("after a rewind to block 8 = %+v, want typeA@5 alone", got)
	}
	if got, err := s.PoolRegistrations(ctx, other, 16); err != nil || len(got) != 1 {
		t.Fatalf("the other evaluator's registrations = %+v, %v", got, err)
	}
}
