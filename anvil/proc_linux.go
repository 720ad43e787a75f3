package anvil

import (
	"os/exec"
	"syscall"
)

// setProcAttr asks the kernel to kill anvil if the test process dies first,
// so a crashed test leaves no node behind.
func setProcAttr(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
