package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

func writeJSONFile(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("encode %s: %w", path, err)
	}
	if err := os.WriteFile(path, append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

// readJSONFile reads a JSON file into v; a syntax error names the file, line, column and byte offset.
func readJSONFile(path string, v any) error {
	data, err := readDocument(path, "JSON file")
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// readDocument reads a JSON document (what names it in messages) and checks its syntax, so that a typo is
// reported with the file name, line, column and byte offset rather than deep inside a parser.
func readDocument(path, what string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", what, err)
	}
	if err := checkJSON(path, data); err != nil {
		return nil, err
	}
	return data, nil
}

// checkJSON reports where a JSON document stops being valid.
func checkJSON(name string, data []byte) error {
	var v json.RawMessage
	err := json.Unmarshal(data, &v)
	if err == nil {
		return nil
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line, col := lineCol(data, se.Offset)
		return fmt.Errorf("%s is not valid JSON: line %d, column %d (byte %d): %v", name, line, col, se.Offset, se)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return fmt.Errorf("%s is empty: expected a JSON document", name)
	}
	return fmt.Errorf("%s is not valid JSON: %w", name, err)
}

// lineCol turns a byte offset (as json.SyntaxError reports it: just past the bad byte) into a 1-based line and column.
func lineCol(data []byte, offset int64) (int, int) {
	if offset > int64(len(data)) {
		offset = int64(len(data))
	}
	line, col := 1, 1
	for _, b := range data[:max(offset-1, 0)] {
		if b == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}
