; ModuleID = 'lockstep.cu'
source_filename = "lockstep.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8exchangePKiPiE1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z8exchangePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !13
  %4 = sext i32 %3 to i64, !dbg !17
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !17
  %6 = load i32, i32* %5, align 4, !dbg !17, !tbaa !18
  %7 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ8exchangePKiPiE1s, i64 0, i64 %4, !dbg !22
  %8 = addrspacecast i32 addrspace(3)* %7 to i32*, !dbg !22
  store i32 %6, i32* %8, align 4, !dbg !23, !tbaa !18
  %9 = xor i32 %3, 1, !dbg !24
  %10 = sext i32 %9 to i64, !dbg !25
  %11 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ8exchangePKiPiE1s, i64 0, i64 %10, !dbg !25
  %12 = addrspacecast i32 addrspace(3)* %11 to i32*, !dbg !25
  %13 = load i32, i32* %12, align 4, !dbg !25, !tbaa !18
  %14 = getelementptr inbounds i32, i32* %1, i64 %4, !dbg !26
  store i32 %13, i32* %14, align 4, !dbg !27, !tbaa !18
  ret void, !dbg !28
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_60" "target-features"="+ptx32,+sm_60" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8}
!llvm.ident = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "lockstep.cu", directory: ".")
!8 = !{void (i32*, i32*)* @_Z8exchangePKiPi, !"kernel", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "exchange", scope: !7, file: !7, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 53, column: 3, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 53, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!15 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!16 = distinct !DILocation(line: 9, column: 11, scope: !10)
!17 = !DILocation(line: 10, column: 10, scope: !10)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C++ TBAA"}
!22 = !DILocation(line: 10, column: 3, scope: !10)
!23 = !DILocation(line: 10, column: 8, scope: !10)
!24 = !DILocation(line: 11, column: 16, scope: !10)
!25 = !DILocation(line: 11, column: 12, scope: !10)
!26 = !DILocation(line: 11, column: 3, scope: !10)
!27 = !DILocation(line: 11, column: 10, scope: !10)
!28 = !DILocation(line: 12, column: 1, scope: !10)
