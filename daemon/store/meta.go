package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// GetMeta returns the value stored under key; ok is false when there is none.
func (s *Store) GetMeta(ctx context.Context, key string) (value string, ok bool, err error) {
	err = s.db.QueryRowContext(ctx, `SELECT value FROM meta WHERE key = ?`, key).Scan(&value)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("store: get meta %q: %w", key, err)
	}
	return value, true, nil
}

// SetMeta stores value under key, replacing any previous value.
func (s *Store) SetMeta(ctx context.Context, key, value string) error {
	if key == "" {
		return errors.New("store: set meta: empty key")
	}
	if _, err := s.exec(ctx, `INSERT INTO meta (key, value) VALUES (?, ?)
		ON CONFLICT(key) DO UPDATE SET value = excluded.value`, key, value); err != nil {
		return fmt.Errorf("store: set meta %q: %w", key, err)
	}
	return nil
}

// DeleteMeta removes key; removing a missing key is not an error.
func (s *Store) DeleteMeta(ctx context.Context, key string) error {
	if _, err := s.exec(ctx, `DELETE FROM meta WHERE key = ?`, key); err != nil {
		return fmt.Errorf("store: delete meta %q: %w", key, err)
	}
	return nil
}
