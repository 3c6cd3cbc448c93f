; ModuleID = 'satdecl.cu'
source_filename = "satdecl.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z10saturatingPKjS0_PjS1_PfPKfi(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef writeonly %2, i32* nocapture noundef writeonly %3, float* nocapture noundef %4, float* nocapture noundef readonly %5, i32 noundef %6) local_unnamed_addr #0 !dbg !10 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !13
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !17
  %10 = mul i32 %8, %9, !dbg !20
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !21
  %12 = add i32 %10, %11, !dbg !24
  %13 = icmp slt i32 %12, %6, !dbg !25
  br i1 %13, label %14, label %32, !dbg !26

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64, !dbg !27
  %16 = getelementptr inbounds i32, i32* %0, i64 %15, !dbg !27
  %17 = load i32, i32* %16, align 4, !dbg !27, !tbaa !28
  %18 = getelementptr inbounds i32, i32* %1, i64 %15, !dbg !32
  %19 = load i32, i32* %18, align 4, !dbg !32, !tbaa !28
  %20 = tail call i32 @llvm.usub.sat.i32(i32 %17, i32 %19), !dbg !27
  %21 = getelementptr inbounds i32, i32* %2, i64 %15, !dbg !33
  store i32 %20, i32* %21, align 4, !dbg !34, !tbaa !28
  %22 = load i32, i32* %16, align 4, !dbg !35, !tbaa !28
  %23 = load i32, i32* %18, align 4, !dbg !36, !tbaa !28
  %24 = tail call i32 @llvm.uadd.sat.i32(i32 %22, i32 %23), !dbg !37
  %25 = getelementptr inbounds i32, i32* %3, i64 %15, !dbg !38
  store i32 %24, i32* %25, align 4, !dbg !39, !tbaa !28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40), !dbg !43
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44), !dbg !43
  %26 = getelementptr inbounds float, float* %5, i64 %15, !dbg !46
  %27 = load float, float* %26, align 4, !dbg !46, !tbaa !49, !alias.scope !44, !noalias !40
  %28 = fmul contract float %27, 2.000000e+00, !dbg !51
  %29 = getelementptr inbounds float, float* %4, i64 %15, !dbg !52
  %30 = load float, float* %29, align 4, !dbg !53, !tbaa !49, !alias.scope !40, !noalias !44
  %31 = fadd contract float %30, %28, !dbg !53
  store float %31, float* %29, align 4, !dbg !53, !tbaa !49, !alias.scope !40, !noalias !44
  br label %32, !dbg !54

32:                                               ; preds = %14, %7
  ret void, !dbg !55
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.uadd.sat.i32(i32, i32) #2

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.usub.sat.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #4 = { nounwind }

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
!7 = !DIFile(filename: "satdecl.cu", directory: ".")
!8 = !{void (i32*, i32*, i32*, i32*, float*, float*, i32)* @_Z10saturatingPKjS0_PjS1_PfPKfi, !"kernel", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "saturating", scope: !7, file: !7, line: 11, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 66, column: 3, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 66, type: !11, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!15 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!16 = distinct !DILocation(line: 12, column: 11, scope: !10)
!17 = !DILocation(line: 79, column: 3, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 79, type: !11, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!19 = distinct !DILocation(line: 12, column: 24, scope: !10)
!20 = !DILocation(line: 12, column: 22, scope: !10)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 53, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!23 = distinct !DILocation(line: 12, column: 37, scope: !10)
!24 = !DILocation(line: 12, column: 35, scope: !10)
!25 = !DILocation(line: 13, column: 9, scope: !10)
!26 = !DILocation(line: 13, column: 7, scope: !10)
!27 = !DILocation(line: 14, column: 15, scope: !10)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 14, column: 22, scope: !10)
!33 = !DILocation(line: 14, column: 5, scope: !10)
!34 = !DILocation(line: 14, column: 13, scope: !10)
!35 = !DILocation(line: 15, column: 18, scope: !10)
!36 = !DILocation(line: 15, column: 25, scope: !10)
!37 = !DILocation(line: 16, column: 14, scope: !10)
!38 = !DILocation(line: 16, column: 5, scope: !10)
!39 = !DILocation(line: 16, column: 12, scope: !10)
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZL4axpyPfPKffi: argument 0"}
!42 = distinct !{!42, !"_ZL4axpyPfPKffi"}
!43 = !DILocation(line: 17, column: 5, scope: !10)
!44 = !{!45}
!45 = distinct !{!45, !42, !"_ZL4axpyPfPKffi: argument 1"}
!46 = !DILocation(line: 8, column: 15, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "axpy", scope: !7, file: !7, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!48 = distinct !DILocation(line: 17, column: 5, scope: !10)
!49 = !{!50, !50, i64 0}
!50 = !{!"float", !30, i64 0}
!51 = !DILocation(line: 8, column: 13, scope: !47, inlinedAt: !48)
!52 = !DILocation(line: 8, column: 3, scope: !47, inlinedAt: !48)
!53 = !DILocation(line: 8, column: 8, scope: !47, inlinedAt: !48)
!54 = !DILocation(line: 18, column: 3, scope: !10)
!55 = !DILocation(line: 19, column: 1, scope: !10)
