; ModuleID = 'testdata/gridstride.cu'
source_filename = "testdata/gridstride.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @_Z5scaleifPf(i32 noundef %0, float noundef %1, float* nocapture noundef %2) local_unnamed_addr #0 !dbg !10 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !13
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !17
  %6 = mul i32 %4, %5, !dbg !20
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !21
  %8 = add i32 %6, %7, !dbg !24
  %9 = icmp slt i32 %8, %0, !dbg !25
  br i1 %9, label %10, label %13, !dbg !26

10:                                               ; preds = %3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2, !dbg !27
  %12 = mul i32 %5, %11
  br label %14, !dbg !26

13:                                               ; preds = %14, %3
  ret void, !dbg !28

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %8, %10 ], [ %20, %14 ]
  %16 = sext i32 %15 to i64, !dbg !29
  %17 = getelementptr inbounds float, float* %2, i64 %16, !dbg !29
  %18 = load float, float* %17, align 4, !dbg !30, !tbaa !31
  %19 = fmul contract float %18, %1, !dbg !30
  store float %19, float* %17, align 4, !dbg !30, !tbaa !31
  %20 = add i32 %15, %12, !dbg !35
  %21 = icmp slt i32 %20, %0, !dbg !25
  br i1 %21, label %14, label %13, !dbg !26, !llvm.loop !36
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
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
!7 = !DIFile(filename: "testdata/gridstride.cu", directory: ".")
!8 = !{void (i32, float, float*)* @_Z5scaleifPf, !"kernel", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "scale", scope: !7, file: !7, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 66, column: 3, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 66, type: !11, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!15 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: "")
!16 = distinct !DILocation(line: 6, column: 16, scope: !10)
!17 = !DILocation(line: 79, column: 3, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 79, type: !11, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!19 = distinct !DILocation(line: 6, column: 29, scope: !10)
!20 = !DILocation(line: 6, column: 27, scope: !10)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 53, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!23 = distinct !DILocation(line: 6, column: 42, scope: !10)
!24 = !DILocation(line: 6, column: 40, scope: !10)
!25 = !DILocation(line: 6, column: 57, scope: !10)
!26 = !DILocation(line: 6, column: 3, scope: !10)
!27 = !DILocation(line: 0, scope: !10)
!28 = !DILocation(line: 8, column: 1, scope: !10)
!29 = !DILocation(line: 7, column: 5, scope: !10)
!30 = !DILocation(line: 7, column: 10, scope: !10)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 6, column: 64, scope: !10)
!36 = distinct !{!36, !26, !37, !38}
!37 = !DILocation(line: 7, column: 13, scope: !10)
!38 = !{!"llvm.loop.mustprogress"}
