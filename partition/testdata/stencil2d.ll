; ModuleID = 'testdata/stencil2d.cu'
source_filename = "testdata/stencil2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z7stenciliiPKfPf(i32 noundef %0, i32 noundef %1, float* nocapture noundef readonly %2, float* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !11 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !14
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !18
  %7 = mul i32 %5, %6, !dbg !21
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !22
  %9 = add i32 %7, %8, !dbg !25
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !26
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !29
  %12 = mul i32 %10, %11, !dbg !32
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !33
  %14 = add i32 %12, %13, !dbg !36
  %15 = icmp sgt i32 %14, 0, !dbg !37
  %16 = icmp sgt i32 %9, 0
  %17 = and i1 %15, %16, !dbg !38
  %18 = add nsw i32 %0, -1
  %19 = icmp slt i32 %14, %18
  %20 = select i1 %17, i1 %19, i1 false, !dbg !38
  %21 = add nsw i32 %1, -1
  %22 = icmp slt i32 %9, %21
  %23 = select i1 %20, i1 %22, i1 false, !dbg !38
  br i1 %23, label %24, label %56, !dbg !38

24:                                               ; preds = %4
  %25 = mul nsw i32 %14, %1, !dbg !39
  %26 = add nsw i32 %25, %9, !dbg !40
  %27 = sext i32 %26 to i64, !dbg !41
  %28 = getelementptr inbounds float, float* %2, i64 %27, !dbg !41
  %29 = load float, float* %28, align 4, !dbg !41, !tbaa !42
  %30 = add nsw i32 %14, -1, !dbg !46
  %31 = mul nsw i32 %30, %1, !dbg !47
  %32 = add nsw i32 %31, %9, !dbg !48
  %33 = sext i32 %32 to i64, !dbg !49
  %34 = getelementptr inbounds float, float* %2, i64 %33, !dbg !49
  %35 = load float, float* %34, align 4, !dbg !49, !tbaa !42
  %36 = fadd contract float %29, %35, !dbg !50
  %37 = add nuw nsw i32 %14, 1, !dbg !51
  %38 = mul nsw i32 %37, %1, !dbg !52
  %39 = add nsw i32 %38, %9, !dbg !53
  %40 = sext i32 %39 to i64, !dbg !54
  %41 = getelementptr inbounds float, float* %2, i64 %40, !dbg !54
  %42 = load float, float* %41, align 4, !dbg !54, !tbaa !42
  %43 = fadd contract float %36, %42, !dbg !55
  %44 = add nsw i32 %26, -1, !dbg !56
  %45 = sext i32 %44 to i64, !dbg !57
  %46 = getelementptr inbounds float, float* %2, i64 %45, !dbg !57
  %47 = load float, float* %46, align 4, !dbg !57, !tbaa !42
  %48 = fadd contract float %43, %47, !dbg !58
  %49 = add nsw i32 %26, 1, !dbg !59
  %50 = sext i32 %49 to i64, !dbg !60
  %51 = getelementptr inbounds float, float* %2, i64 %50, !dbg !60
  %52 = load float, float* %51, align 4, !dbg !60, !tbaa !42
  %53 = fadd contract float %48, %52, !dbg !61
  %54 = fmul contract float %53, 0x3FC99999A0000000, !dbg !62
  %55 = getelementptr inbounds float, float* %3, i64 %27, !dbg !63
  store float %54, float* %55, align 4, !dbg !64, !tbaa !42
  br label %56, !dbg !65

56:                                               ; preds = %4, %24
  ret void, !dbg !65
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9}
!llvm.ident = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "testdata/stencil2d.cu", directory: ".")
!8 = !{void (i32, i32, float*, float*)* @_Z7stenciliiPKfPf, !"kernel", i32 1}
!9 = !{void (i32, i32, float*, float*)* @_Z7stenciliiPKfPf, !"maxntidx", i32 256}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "stencil", scope: !7, file: !7, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 66, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!16 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: "")
!17 = distinct !DILocation(line: 6, column: 11, scope: !11)
!18 = !DILocation(line: 79, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 79, type: !12, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!20 = distinct !DILocation(line: 6, column: 24, scope: !11)
!21 = !DILocation(line: 6, column: 22, scope: !11)
!22 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!24 = distinct !DILocation(line: 6, column: 37, scope: !11)
!25 = !DILocation(line: 6, column: 35, scope: !11)
!26 = !DILocation(line: 67, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !16, file: !16, line: 67, type: !12, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!28 = distinct !DILocation(line: 7, column: 11, scope: !11)
!29 = !DILocation(line: 80, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !16, file: !16, line: 80, type: !12, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!31 = distinct !DILocation(line: 7, column: 24, scope: !11)
!32 = !DILocation(line: 7, column: 22, scope: !11)
!33 = !DILocation(line: 54, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !16, file: !16, line: 54, type: !12, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!35 = distinct !DILocation(line: 7, column: 37, scope: !11)
!36 = !DILocation(line: 7, column: 35, scope: !11)
!37 = !DILocation(line: 8, column: 9, scope: !11)
!38 = !DILocation(line: 8, column: 14, scope: !11)
!39 = !DILocation(line: 10, column: 36, scope: !11)
!40 = !DILocation(line: 10, column: 43, scope: !11)
!41 = !DILocation(line: 10, column: 31, scope: !11)
!42 = !{!43, !43, i64 0}
!43 = !{!"float", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C++ TBAA"}
!46 = !DILocation(line: 10, column: 56, scope: !11)
!47 = !DILocation(line: 10, column: 61, scope: !11)
!48 = !DILocation(line: 10, column: 68, scope: !11)
!49 = !DILocation(line: 10, column: 50, scope: !11)
!50 = !DILocation(line: 10, column: 48, scope: !11)
!51 = !DILocation(line: 10, column: 81, scope: !11)
!52 = !DILocation(line: 10, column: 86, scope: !11)
!53 = !DILocation(line: 10, column: 93, scope: !11)
!54 = !DILocation(line: 10, column: 75, scope: !11)
!55 = !DILocation(line: 10, column: 73, scope: !11)
!56 = !DILocation(line: 11, column: 47, scope: !11)
!57 = !DILocation(line: 11, column: 31, scope: !11)
!58 = !DILocation(line: 10, column: 98, scope: !11)
!59 = !DILocation(line: 11, column: 70, scope: !11)
!60 = !DILocation(line: 11, column: 54, scope: !11)
!61 = !DILocation(line: 11, column: 52, scope: !11)
!62 = !DILocation(line: 10, column: 28, scope: !11)
!63 = !DILocation(line: 10, column: 3, scope: !11)
!64 = !DILocation(line: 10, column: 21, scope: !11)
!65 = !DILocation(line: 12, column: 1, scope: !11)
