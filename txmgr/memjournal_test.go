package txmgr_test

import (
	"testing"

	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/txmgr/journaltest"
)

func TestMemJournal(t *testing.T) {
	journaltest.Run(t, txmgr.NewMemJournal(), nil)
}
