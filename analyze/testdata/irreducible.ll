; An irreducible loop (two entries): no natural loop header, so the phis
; form a cycle the analysis must refuse rather than chase forever.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @irreducible(float* %out, i32 %n, i1 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %c, label %a, label %b

a:
  %i = phi i32 [ %tid, %entry ], [ %j.next, %b ]
  %i.next = add i32 %i, 1
  %p = getelementptr float, float* %out, i32 %i
  store float 1.0, float* %p
  %ca = icmp slt i32 %i.next, %n
  br i1 %ca, label %b, label %exit

b:
  %j = phi i32 [ %tid, %entry ], [ %i.next, %a ]
  %j.next = add i32 %j, 1
  %cb = icmp slt i32 %j.next, %n
  br i1 %cb, label %a, label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (float*, i32, i1)* @irreducible, !"kernel", i32 1}
