; ModuleID = 'reload.cu'
source_filename = "reload.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z6reloadPfS_PKfS_(float* nocapture noundef %0, float* nocapture noundef writeonly %1, float* nocapture noundef readonly %2, float* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !10 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !13
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !17
  %7 = mul i32 %5, %6, !dbg !20
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !21
  %9 = add i32 %7, %8, !dbg !24
  %10 = sext i32 %9 to i64, !dbg !25
  %11 = getelementptr inbounds float, float* %0, i64 %10, !dbg !25
  store float 1.000000e+00, float* %11, align 4, !dbg !26, !tbaa !27
  %12 = getelementptr inbounds float, float* %1, i64 %10, !dbg !31
  store float 2.000000e+00, float* %12, align 4, !dbg !32, !tbaa !27
  %13 = load float, float* %11, align 4, !dbg !33, !tbaa !27
  %14 = getelementptr inbounds float, float* %2, i64 %10, !dbg !34
  %15 = load float, float* %14, align 4, !dbg !34, !tbaa !27
  %16 = fadd contract float %13, %15, !dbg !35
  %17 = getelementptr inbounds float, float* %3, i64 %10, !dbg !36
  store float %16, float* %17, align 4, !dbg !37, !tbaa !27
  ret void, !dbg !38
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
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
!7 = !DIFile(filename: "reload.cu", directory: ".")
!8 = !{void (float*, float*, float*, float*)* @_Z6reloadPfS_PKfS_, !"kernel", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "reload", scope: !7, file: !7, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 66, column: 3, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 66, type: !11, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!15 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!16 = distinct !DILocation(line: 6, column: 11, scope: !10)
!17 = !DILocation(line: 79, column: 3, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 79, type: !11, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!19 = distinct !DILocation(line: 6, column: 24, scope: !10)
!20 = !DILocation(line: 6, column: 22, scope: !10)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 53, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!23 = distinct !DILocation(line: 6, column: 37, scope: !10)
!24 = !DILocation(line: 6, column: 35, scope: !10)
!25 = !DILocation(line: 7, column: 3, scope: !10)
!26 = !DILocation(line: 7, column: 8, scope: !10)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 8, column: 3, scope: !10)
!32 = !DILocation(line: 8, column: 8, scope: !10)
!33 = !DILocation(line: 9, column: 12, scope: !10)
!34 = !DILocation(line: 9, column: 19, scope: !10)
!35 = !DILocation(line: 9, column: 17, scope: !10)
!36 = !DILocation(line: 9, column: 3, scope: !10)
!37 = !DILocation(line: 9, column: 10, scope: !10)
!38 = !DILocation(line: 10, column: 1, scope: !10)
