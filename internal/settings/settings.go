// Package settings binds one declaration of a program's settings, the struct tags of its config type, to
// the JSON config file, environment variables and command-line flags. A field's `json` tag names it in the
// file, its `env` tag lists its environment variables (the first is its name, the rest aliases read in
// order), its `flag` tag lists its flags (likewise), `help` says what it is, and `redact:"url"` marks a
// URL whose credentials PrintConfig hides. Values are parsed from text the same way for the environment
// and for flags: a field whose pointer is a flag.Value parses itself; strings, integers, booleans and
// comma-separated string lists are built in. Booleans accept 1/0, true/false, yes/no, on/off (any case)
// and refuse anything else, never reading it as false.
package settings

import (
	"errors"
	"flag"
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// Field is one declared setting of a config struct.
type Field struct {
	Path   string   // the config file's name of it, dotted for nested objects ("quotas.signinNonces")
	Env    []string // environment variables, the first its name, the others aliases
	Flags  []string // flags without dashes, the first its name, the others aliases
	Help   string
	Redact string // "url": the value is a URL whose credentials must not be shown
	index  []int
	typ    reflect.Type
}

// Fields lists the declared settings of the struct type T points to (or is), in declaration order.
func Fields(v any) []Field {
	t := reflect.TypeOf(v)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	var out []Field
	walk(t, "", nil, &out)
	return out
}

// jsonName is a struct field's name in the config file (its json tag, else its Go name); false for a
// field the file cannot hold (unexported, or tagged "-").
func jsonName(sf reflect.StructField) (string, bool) {
	if !sf.IsExported() {
		return "", false
	}
	name, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
	switch name {
	case "-":
		return "", false
	case "":
		return sf.Name, true
	}
	return name, true
}

func walk(t reflect.Type, prefix string, index []int, out *[]Field) {
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		name, ok := jsonName(sf)
		if !ok {
			continue
		}
		idx := append(append([]int(nil), index...), i)
		env, flg := splitTag(sf.Tag.Get("env")), splitTag(sf.Tag.Get("flag"))
		if sf.Type.Kind() == reflect.Struct && len(env) == 0 && len(flg) == 0 && !isValue(sf.Type) {
			walk(sf.Type, prefix+name+".", idx, out)
			continue
		}
		if len(env) == 0 && len(flg) == 0 {
			continue // a file-only setting
		}
		*out = append(*out, Field{Path: prefix + name, Env: env, Flags: flg, Help: sf.Tag.Get("help"),
			Redact: sf.Tag.Get("redact"), index: idx, typ: sf.Type})
	}
}

func splitTag(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

var flagValueType = reflect.TypeFor[flag.Value]()

// isValue reports whether a struct type parses itself (its pointer is a flag.Value).
func isValue(t reflect.Type) bool { return reflect.PointerTo(t).Implements(flagValueType) }

// field is f's value inside the struct dst points to.
func (f Field) field(dst any) reflect.Value {
	return reflect.ValueOf(dst).Elem().FieldByIndex(f.index)
}

// Set parses text into f's field of the struct dst points to; appendList adds to a list instead of
// replacing it (a repeated flag).
func (f Field) Set(dst any, text string, appendList bool) error {
	return setValue(f.field(dst), text, appendList)
}

// String is f's value in the struct v points to, as text that Set reads back.
func (f Field) String(v any) string { return valueString(f.field(v)) }

func setValue(v reflect.Value, text string, appendList bool) error {
	if v.CanAddr() {
		if fv, ok := v.Addr().Interface().(flag.Value); ok {
			return fv.Set(text)
		}
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(text)
	case reflect.Bool:
		b, err := ParseBool(text)
		if err != nil {
			return err
		}
		v.SetBool(b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(strings.TrimSpace(text), 10, v.Type().Bits())
		if err != nil {
			return fmt.Errorf("%q is not a whole number", text)
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, err := strconv.ParseUint(strings.TrimSpace(text), 10, v.Type().Bits())
		if err != nil {
			return fmt.Errorf("%q is not a non-negative whole number", text)
		}
		v.SetUint(n)
	case reflect.Slice:
		if v.Type().Elem().Kind() != reflect.String {
			return fmt.Errorf("settings: unsupported list type %s", v.Type())
		}
		items := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' })
		if appendList {
			items = append(append([]string(nil), v.Interface().([]string)...), items...)
		}
		v.Set(reflect.ValueOf(items))
	default:
		return fmt.Errorf("settings: unsupported type %s", v.Type())
	}
	return nil
}

func valueString(v reflect.Value) string {
	if v.CanAddr() {
		if fv, ok := v.Addr().Interface().(flag.Value); ok {
			return fv.String()
		}
	}
	switch v.Kind() {
	case reflect.Slice:
		if s, ok := v.Interface().([]string); ok {
			return strings.Join(s, ",")
		}
	case reflect.Bool, reflect.String, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return fmt.Sprint(v.Interface())
	}
	return fmt.Sprint(v.Interface())
}

// ParseBool reads the usual spellings of a boolean: 1/0, true/false, t/f, yes/no, y/n, on/off, in any case.
// Anything else is an error, never false.
func ParseBool(text string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "1", "true", "t", "yes", "y", "on":
		return true, nil
	case "0", "false", "f", "no", "n", "off":
		return false, nil
	}
	return false, fmt.Errorf("%q is not a boolean (want true/false, 1/0, yes/no or on/off)", text)
}

// ApplyEnv sets, in the struct dst points to, every declared field whose environment variable (or alias)
// is set and not empty; the first variable set of a field's list wins. It reports every bad value at once,
// each with the variable's name.
func ApplyEnv(dst any, getenv func(string) string) error {
	var errs []error
	for _, f := range Fields(dst) {
		for _, name := range f.Env {
			v := getenv(name)
			if v == "" {
				continue
			}
			if err := f.Set(dst, v, false); err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", name, err))
			}
			break
		}
	}
	return errors.Join(errs...)
}

// Flags registers the declared flags of the config type decl points to on fs (each alias as a flag of its
// own that says whose alias it is), showing decl's values as the defaults. Parsed values are only
// recorded: Apply sets them later, so that flags win over whatever the file and environment said.
func Flags(fs *flag.FlagSet, decl any) *Recorded {
	r := &Recorded{}
	for _, f := range Fields(decl) {
		if len(f.Flags) == 0 {
			continue
		}
		isBool := f.field(decl).Kind() == reflect.Bool
		def := f.String(decl)
		if isBool && def == "false" {
			def = ""
		}
		help := f.Help
		if len(f.Env) > 0 {
			help += " (env " + strings.Join(f.Env, ", ") + ")"
		}
		for i, name := range f.Flags {
			h := help
			if i > 0 {
				h = "alias of --" + f.Flags[0]
			}
			fs.Var(&recorder{r: r, f: f, isBool: isBool, def: def}, name, h)
		}
	}
	return r
}

// Recorded holds the flag values given on a command line, in order.
type Recorded struct {
	sets []recordedSet
}

type recordedSet struct {
	f    Field
	text string
}

// Set reports whether a flag of the setting at path was given.
func (r *Recorded) Set(path string) bool {
	for _, s := range r.sets {
		if s.f.Path == path {
			return true
		}
	}
	return false
}

// Apply sets the recorded flag values in the struct dst points to (of the type Flags was given): a
// repeated list flag adds to the list its first occurrence replaced.
func (r *Recorded) Apply(dst any) error {
	seen := map[string]bool{}
	for _, s := range r.sets {
		if err := s.f.Set(dst, s.text, seen[s.f.Path]); err != nil {
			return fmt.Errorf("--%s: %w", s.f.Flags[0], err)
		}
		seen[s.f.Path] = true
	}
	return nil
}

// recorder is one registered flag: it checks the value at once (a bad value is a usage error) and
// records it for Apply.
type recorder struct {
	r      *Recorded
	f      Field
	isBool bool
	def    string
}

func (x *recorder) String() string {
	if x == nil {
		return ""
	}
	return x.def
}

func (x *recorder) Set(text string) error {
	// Parse into a scratch value of the field's type so that a bad value fails the parse.
	if err := setValue(reflect.New(x.f.typ).Elem(), text, false); err != nil {
		return err
	}
	x.r.sets = append(x.r.sets, recordedSet{f: x.f, text: text})
	return nil
}

func (x *recorder) IsBoolFlag() bool { return x != nil && x.isBool }

// Redacted is the struct v points to as a JSON-ready map by config file names, with the fields marked
// redact:"url" passed through redactURL (secrets are never fields of a config: they are read from the
// environment or from files only).
func Redacted(v any, redactURL func(string) string) map[string]any {
	out := map[string]any{}
	rv := reflect.ValueOf(v)
	for rv.Kind() == reflect.Pointer {
		rv = rv.Elem()
	}
	fill(rv, out, redactURL)
	return out
}

func fill(rv reflect.Value, out map[string]any, redactURL func(string) string) {
	t := rv.Type()
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		name, ok := jsonName(sf)
		if !ok {
			continue
		}
		fv := rv.Field(i)
		switch {
		case sf.Tag.Get("redact") == "url" && fv.Kind() == reflect.String:
			if s := fv.String(); s != "" {
				out[name] = redactURL(s)
			} else {
				out[name] = ""
			}
		case fv.Kind() == reflect.Struct && !isValue(fv.Type()) && !hasMarshaler(fv):
			sub := map[string]any{}
			fill(fv, sub, redactURL)
			out[name] = sub
		default:
			out[name] = fv.Interface()
		}
	}
}

type jsonMarshaler interface{ MarshalJSON() ([]byte, error) }

func hasMarshaler(v reflect.Value) bool {
	_, ok := v.Interface().(jsonMarshaler)
	return ok
}

// EnvTable is the Markdown table of the environment variables declared by the config type v points to,
// with their config file names, flags and defaults (v's values), sorted by variable.
func EnvTable(v any) string {
	fields := Fields(v)
	type row struct{ env, line string }
	var rows []row
	for _, f := range fields {
		if len(f.Env) == 0 {
			continue
		}
		vars := make([]string, len(f.Env))
		for i, e := range f.Env {
			vars[i] = "`" + e + "`"
		}
		flags := "—"
		if len(f.Flags) > 0 {
			fl := make([]string, len(f.Flags))
			for i, n := range f.Flags {
				fl[i] = "`--" + n + "`"
			}
			flags = strings.Join(fl, ", ")
		}
		def := f.String(v)
		if def == "" || def == "0" || def == "false" {
			def = "—"
		} else {
			def = "`" + def + "`"
		}
		help := strings.ReplaceAll(f.Help, "|", "\\|")
		rows = append(rows, row{f.Env[0], fmt.Sprintf("| %s | `%s` | %s | %s | %s |", strings.Join(vars, ", "), f.Path, flags, def, help)})
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].env < rows[j].env })
	var b strings.Builder
	b.WriteString("| environment | config file | flag | default | meaning |\n|---|---|---|---|---|\n")
	for _, r := range rows {
		b.WriteString(r.line + "\n")
	}
	return b.String()
}
