package settings

import (
	"flag"
	"io"
	"strings"
	"testing"
)

type level struct{ n int }

func (l *level) Set(s string) error {
	switch s {
	case "low":
		l.n = 1
	case "high":
		l.n = 2
	default:
		return flagError(s)
	}
	return nil
}

func (l level) String() string { return [...]string{"", "low", "high"}[l.n] }

type flagError string

func (e flagError) Error() string { return "bad level " + string(e) }

type inner struct {
	Allow []string `json:"allow" flag:"allow" env:"T_ALLOW" help:"allowed"`
	Hide  string   `json:"hide"` // file only
}

type conf struct {
	URL   string `json:"url" flag:"url,url-alias" env:"T_URL,T_URL_ALIAS" redact:"url" help:"the URL"`
	On    bool   `json:"on" flag:"on" env:"T_ON" help:"switch"`
	Count uint64 `json:"count" flag:"count" env:"T_COUNT" help:"how many"`
	Level level  `json:"level" flag:"level" env:"T_LEVEL" help:"level"`
	Inner inner  `json:"inner"`
	Skip  int    `json:"-" env:"T_SKIP"`
}

// TestFields: the declaration lists the tagged fields, nested by file path, skipping file-only ones.
func TestFields(t *testing.T) {
	var got []string
	for _, f := range Fields(&conf{}) {
		got = append(got, f.Path+"="+strings.Join(f.Env, "|")+"/"+strings.Join(f.Flags, "|"))
	}
	want := "url=T_URL|T_URL_ALIAS/url|url-alias on=T_ON/on count=T_COUNT/count level=T_LEVEL/level inner.allow=T_ALLOW/allow"
	if strings.Join(got, " ") != want {
		t.Errorf("fields:\n %s\nwant\n %s", strings.Join(got, " "), want)
	}
}

// TestApplyEnv: the first variable of a list wins over its aliases; empty is unset; every bad value is
// reported with its variable's name.
func TestApplyEnv(t *testing.T) {
	c := conf{URL: "default"}
	env := map[string]string{"T_URL_ALIAS": "http://alias", "T_ON": "On", "T_COUNT": "3", "T_LEVEL": "high", "T_ALLOW": "a, b,c", "T_SKIP": "9"}
	if err := ApplyEnv(&c, func(k string) string { return env[k] }); err != nil {
		t.Fatal(err)
	}
	if c.URL != "http://alias" || !c.On || c.Count != 3 || c.Level.n != 2 || strings.Join(c.Inner.Allow, "|") != "a|b|c" || c.Skip != 0 {
		t.Errorf("applied: %+v", c)
	}
	env["T_URL"] = "http://first"
	if err := ApplyEnv(&c, func(k string) string { return env[k] }); err != nil || c.URL != "http://first" {
		t.Errorf("the first variable: %q, %v", c.URL, err)
	}
	bad := map[string]string{"T_ON": "maybe", "T_COUNT": "-1", "T_LEVEL": "mid"}
	err := ApplyEnv(&c, func(k string) string { return bad[k] })
	for _, w := range []string{`T_ON: "maybe" is not a boolean`, `T_COUNT: "-1" is not a non-negative whole number`, "T_LEVEL: bad level mid"} {
		if err == nil || !strings.Contains(err.Error(), w) {
			t.Errorf("bad values: %v, want %q", err, w)
		}
	}
}

// TestParseBool: the usual spellings, and nothing else.
func TestParseBool(t *testing.T) {
	for _, s := range []string{"1", "true", "TRUE", "yes", "Y", "on", " on "} {
		if v, err := ParseBool(s); err != nil || !v {
			t.Errorf("%q: %v, %v", s, v, err)
		}
	}
	for _, s := range []string{"0", "false", "No", "off", "n", "F"} {
		if v, err := ParseBool(s); err != nil || v {
			t.Errorf("%q: %v, %v", s, v, err)
		}
	}
	for _, s := range []string{"", "2", "enabled", "nope", "tru"} {
		if _, err := ParseBool(s); err == nil {
			t.Errorf("%q read as a boolean", s)
		}
	}
}

// TestFlags: flags are recorded, not applied, until Apply; aliases set the same field; a bool flag needs no
// value; a repeated list flag adds; a bad value fails the parse.
func TestFlags(t *testing.T) {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	r := Flags(fs, &conf{URL: "shown default"})
	if err := fs.Parse([]string{"--url-alias", "http://flag", "--on", "--allow", "x", "--allow", "y,z", "--count=0"}); err != nil {
		t.Fatal(err)
	}
	c := conf{Count: 5, Inner: inner{Allow: []string{"from-env"}}}
	if err := r.Apply(&c); err != nil {
		t.Fatal(err)
	}
	if c.URL != "http://flag" || !c.On || strings.Join(c.Inner.Allow, "|") != "x|y|z" || c.Count != 0 {
		t.Errorf("applied: %+v", c)
	}
	if !r.Set("count") || r.Set("level") {
		t.Error("Set: wrong flags reported as given")
	}
	if f := fs.Lookup("url"); f == nil || f.DefValue != "shown default" || !strings.Contains(f.Usage, "T_URL, T_URL_ALIAS") {
		t.Errorf("url flag: %+v", f)
	}
	fs = flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	Flags(fs, &conf{})
	if err := fs.Parse([]string{"--on=maybe"}); err == nil {
		t.Error("--on=maybe parsed")
	}
	if err := fs.Parse([]string{"--level", "mid"}); err == nil {
		t.Error("--level mid parsed")
	}
}

// TestRedactedAndTable: Redacted passes marked URLs through the redactor; EnvTable lists every variable.
func TestRedactedAndTable(t *testing.T) {
	c := conf{URL: "http://user:pw@host", Count: 2}
	m := Redacted(&c, func(string) string { return "REDACTED" })
	if m["url"] != "REDACTED" || m["count"] != uint64(2) || m["inner"].(map[string]any)["hide"] != "" {
		t.Errorf("redacted: %v", m)
	}
	table := EnvTable(&conf{Count: 4})
	for _, w := range []string{"| `T_ALLOW` | `inner.allow` | `--allow` | — |", "| `T_COUNT` | `count` | `--count` | `4` | how many |",
		"`T_URL`, `T_URL_ALIAS`"} {
		if !strings.Contains(table, w) {
			t.Errorf("table lacks %q:\n%s", w, table)
		}
	}
}
