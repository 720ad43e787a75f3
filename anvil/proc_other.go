//go:build !linux

package anvil

import "os/exec"

// setProcAttr has nothing to set outside Linux.
func setProcAttr(cmd *exec.Cmd) {}
