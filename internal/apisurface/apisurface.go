// Package apisurface lists the exported API of a Go package (its exported functions, methods, types with
// their exported fields and methods, constants and variables, one declaration a line, sorted) and checks
// it against a golden file, so that a change of a public package's API is a deliberate, reviewed step: a
// test fails when the API changes and the golden file was not updated with it.
//
// The listing is read from the package's source (go/parser, no type checking): parameter names, doc
// comments, constant values and unexported declarations are left out, so only what a caller compiles
// against counts.
package apisurface

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// UpdateEnv names the environment variable that, set to 1, makes Check rewrite the golden file instead of
// comparing with it.
const UpdateEnv = "ASA_UPDATE_API"

// List returns the exported API of the Go package in dir (its non-test files), one declaration a line.
func List(dir string) ([]string, error) {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("api surface: %w", err)
	}
	var lines []string
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution|parser.ParseComments)
		if err != nil {
			return nil, fmt.Errorf("api surface: %w", err)
		}
		if !buildable(f) {
			continue
		}
		for _, d := range f.Decls {
			lines = append(lines, declLines(fset, d)...)
		}
	}
	sort.Strings(lines)
	return lines, nil
}

// buildable reports whether the file is built on every platform (no //go:build line naming another one):
// platform files would make the listing differ between machines.
func buildable(f *ast.File) bool {
	for _, cg := range f.Comments {
		if cg.Pos() >= f.Package {
			break
		}
		for _, c := range cg.List {
			if strings.HasPrefix(c.Text, "//go:build") {
				return false
			}
		}
	}
	return true
}

func declLines(fset *token.FileSet, d ast.Decl) []string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		if !d.Name.IsExported() {
			return nil
		}
		sig := funcType(fset, d.Type)
		if d.Recv == nil {
			return []string{"func " + d.Name.Name + sig}
		}
		recv := d.Recv.List[0].Type
		base := recv
		if s, ok := base.(*ast.StarExpr); ok {
			base = s.X
		}
		if ix, ok := base.(*ast.IndexExpr); ok {
			base = ix.X
		}
		if ix, ok := base.(*ast.IndexListExpr); ok {
			base = ix.X
		}
		if id, ok := base.(*ast.Ident); !ok || !id.IsExported() {
			return nil
		}
		return []string{"method (" + expr(fset, recv) + ") " + d.Name.Name + sig}
	case *ast.GenDecl:
		var out []string
		var lastType ast.Expr // a const spec without a type repeats the previous one (iota lists)
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				if !s.Name.IsExported() {
					continue
				}
				head := "type " + s.Name.Name
				if s.TypeParams != nil {
					head += "[" + fieldList(fset, s.TypeParams, ", ", true) + "]"
				}
				if s.Assign.IsValid() {
					head += " ="
				}
				out = append(out, head+" "+typeExpr(fset, s.Type))
			case *ast.ValueSpec:
				kind := "var"
				if d.Tok == token.CONST {
					kind = "const"
					if s.Type != nil || len(s.Values) > 0 {
						lastType = s.Type
					}
				}
				typ := s.Type
				if kind == "const" && typ == nil {
					typ = lastType
				}
				for _, n := range s.Names {
					if !n.IsExported() {
						continue
					}
					line := kind + " " + n.Name
					if typ != nil {
						line += " " + expr(fset, typ)
					}
					out = append(out, line)
				}
			}
		}
		return out
	}
	return nil
}

// typeExpr prints a type, keeping only the exported fields of structs and the methods of interfaces.
func typeExpr(fset *token.FileSet, t ast.Expr) string {
	switch t := t.(type) {
	case *ast.StructType:
		var fields []string
		for _, f := range t.Fields.List {
			if len(f.Names) == 0 { // embedded: part of the API when its type is exported
				name := expr(fset, f.Type)
				base := name[strings.LastIndex(name, ".")+1:]
				base = strings.TrimPrefix(base, "*")
				if ast.IsExported(base) {
					fields = append(fields, name)
				}
				continue
			}
			for _, n := range f.Names {
				if n.IsExported() {
					fields = append(fields, n.Name+" "+typeExpr(fset, f.Type))
				}
			}
		}
		return "struct{" + strings.Join(fields, "; ") + "}"
	case *ast.InterfaceType:
		var methods []string
		for _, m := range t.Methods.List {
			if len(m.Names) == 0 {
				methods = append(methods, expr(fset, m.Type))
				continue
			}
			for _, n := range m.Names {
				if ft, ok := m.Type.(*ast.FuncType); ok {
					methods = append(methods, n.Name+funcType(fset, ft))
				}
			}
		}
		return "interface{" + strings.Join(methods, "; ") + "}"
	}
	return expr(fset, t)
}

// funcType prints a signature without parameter names: "(T1, T2) (R1, error)".
func funcType(fset *token.FileSet, ft *ast.FuncType) string {
	s := "(" + fieldList(fset, ft.Params, ", ", false) + ")"
	if ft.Results != nil && len(ft.Results.List) > 0 {
		r := fieldList(fset, ft.Results, ", ", false)
		if len(ft.Results.List) == 1 && len(ft.Results.List[0].Names) <= 1 {
			s += " " + r
		} else {
			s += " (" + r + ")"
		}
	}
	return s
}

// fieldList prints the types of a parameter list, each repeated for every name it declares (names kept
// only when withNames, for type parameters).
func fieldList(fset *token.FileSet, fl *ast.FieldList, sep string, withNames bool) string {
	if fl == nil {
		return ""
	}
	var parts []string
	for _, f := range fl.List {
		t := typeExpr(fset, f.Type)
		if len(f.Names) == 0 {
			parts = append(parts, t)
			continue
		}
		for _, n := range f.Names {
			if withNames {
				parts = append(parts, n.Name+" "+t)
			} else {
				parts = append(parts, t)
			}
		}
	}
	return strings.Join(parts, sep)
}

func expr(fset *token.FileSet, e ast.Expr) string {
	var b bytes.Buffer
	_ = printer.Fprint(&b, fset, e)
	return strings.Join(strings.Fields(b.String()), " ")
}

// Check compares the exported API of the package in dir with the golden file (one declaration a line
// after its header). With ASA_UPDATE_API=1 it rewrites the golden file instead. The error of a mismatch
// lists the lines added and removed and the command that updates the file (updateCmd).
func Check(dir, golden, updateCmd string) error {
	lines, err := List(dir)
	if err != nil {
		return err
	}
	header := "# The exported API of this package, one declaration a line (parameter names, comments and values left out).\n" +
		"# Generated: " + updateCmd + "\n" +
		"# A change here is an API change: see the compatibility promise in README.md before committing it.\n"
	want := header + strings.Join(lines, "\n") + "\n"
	if os.Getenv(UpdateEnv) == "1" {
		if err := os.WriteFile(golden, []byte(want), 0o644); err != nil {
			return fmt.Errorf("api surface: %w", err)
		}
		return nil
	}
	data, err := os.ReadFile(golden)
	if err != nil {
		return fmt.Errorf("api surface: %w (create it with: %s)", err, updateCmd)
	}
	var have []string
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			have = append(have, l)
		}
	}
	added, removed := diff(have, lines)
	if len(added) == 0 && len(removed) == 0 {
		return nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "the exported API of %s differs from %s:\n", dir, golden)
	for _, l := range removed {
		fmt.Fprintf(&b, "- %s\n", l)
	}
	for _, l := range added {
		fmt.Fprintf(&b, "+ %s\n", l)
	}
	fmt.Fprintf(&b, "if the change is meant (a removed or changed line breaks callers: that needs a new major version), update the golden file: %s", updateCmd)
	return fmt.Errorf("%s", b.String())
}

// diff is what is in b and not in a (added) and in a and not in b (removed), as sorted sets of lines.
func diff(a, b []string) (added, removed []string) {
	in := func(xs []string) map[string]bool {
		m := map[string]bool{}
		for _, x := range xs {
			m[x] = true
		}
		return m
	}
	ina, inb := in(a), in(b)
	for _, x := range b {
		if !ina[x] {
			added = append(added, x)
		}
	}
	for _, x := range a {
		if !inb[x] {
			removed = append(removed, x)
		}
	}
	sort.Strings(added)
	sort.Strings(removed)
	return added, removed
}
