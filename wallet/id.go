package wallet

import (
	"fmt"

	"github.com/google/uuid"
)

func newKeyID() (uuid.UUID, error) {
	id, err := uuid.NewRandom()
	if err != nil {
		return uuid.UUID{}, fmt.Errorf("keystore id: %w", err)
	}
	return id, nil
}
