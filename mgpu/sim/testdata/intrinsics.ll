; ModuleID = 'intrinsics.cu'
source_filename = "intrinsics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z8nvvm_opsiPKfPKdPKiS4_PiPfPd(i32 noundef %0, float* nocapture noundef readonly %1, double* nocapture noundef readonly %2, i32* nocapture noundef readonly %3, i32* nocapture noundef readonly %4, i32* nocapture noundef writeonly %5, float* nocapture noundef writeonly %6, double* nocapture noundef writeonly %7) local_unnamed_addr #0 !dbg !10 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !13
  %10 = icmp slt i32 %9, %0, !dbg !17
  br i1 %10, label %11, label %79, !dbg !18

11:                                               ; preds = %8
  %12 = sext i32 %9 to i64, !dbg !19
  %13 = getelementptr inbounds float, float* %1, i64 %12, !dbg !19
  %14 = load float, float* %13, align 4, !dbg !19, !tbaa !20
  %15 = getelementptr inbounds i32, i32* %3, i64 %12, !dbg !24
  %16 = load i32, i32* %15, align 4, !dbg !24, !tbaa !25
  %17 = getelementptr inbounds i32, i32* %4, i64 %12, !dbg !27
  %18 = load i32, i32* %17, align 4, !dbg !27, !tbaa !25
  %19 = shl nsw i32 %9, 4, !dbg !28
  %20 = sext i32 %19 to i64, !dbg !29
  %21 = getelementptr inbounds i32, i32* %5, i64 %20, !dbg !29
  %22 = tail call i32 @llvm.nvvm.f2i.rn(float %14), !dbg !30
  store i32 %22, i32* %21, align 4, !dbg !31, !tbaa !25
  %23 = fptosi float %14 to i32, !dbg !32
  %24 = getelementptr inbounds i32, i32* %21, i64 1, !dbg !33
  store i32 %23, i32* %24, align 4, !dbg !34, !tbaa !25
  %25 = tail call i32 @llvm.nvvm.f2i.rm(float %14), !dbg !35
  %26 = getelementptr inbounds i32, i32* %21, i64 2, !dbg !36
  store i32 %25, i32* %26, align 4, !dbg !37, !tbaa !25
  %27 = tail call i32 @llvm.nvvm.f2i.rp(float %14), !dbg !38
  %28 = getelementptr inbounds i32, i32* %21, i64 3, !dbg !39
  store i32 %27, i32* %28, align 4, !dbg !40, !tbaa !25
  %29 = tail call i32 @llvm.nvvm.f2ui.rn(float %14), !dbg !41
  %30 = getelementptr inbounds i32, i32* %21, i64 4, !dbg !42
  store i32 %29, i32* %30, align 4, !dbg !43, !tbaa !25
  %31 = getelementptr inbounds double, double* %2, i64 %12, !dbg !44
  %32 = load double, double* %31, align 8, !dbg !44, !tbaa !45
  %33 = tail call i32 @llvm.nvvm.d2i.rn(double %32), !dbg !47
  %34 = getelementptr inbounds i32, i32* %21, i64 5, !dbg !48
  store i32 %33, i32* %34, align 4, !dbg !49, !tbaa !25
  %35 = tail call i32 @llvm.nvvm.prmt(i32 %16, i32 %18, i32 20800), !dbg !50
  %36 = getelementptr inbounds i32, i32* %21, i64 6, !dbg !51
  store i32 %35, i32* %36, align 4, !dbg !52, !tbaa !25
  %37 = tail call i32 @llvm.nvvm.sad.i(i32 %16, i32 %18, i32 3), !dbg !53
  %38 = getelementptr inbounds i32, i32* %21, i64 7, !dbg !54
  store i32 %37, i32* %38, align 4, !dbg !55, !tbaa !25
  %39 = icmp slt i32 %16, %18, !dbg !56
  %40 = select i1 %39, i32 %16, i32 %18, !dbg !59
  %41 = getelementptr inbounds i32, i32* %21, i64 8, !dbg !60
  store i32 %40, i32* %41, align 4, !dbg !61, !tbaa !25
  %42 = icmp ugt i32 %16, %18, !dbg !62
  %43 = select i1 %42, i32 %16, i32 %18, !dbg !65
  %44 = getelementptr inbounds i32, i32* %21, i64 9, !dbg !66
  store i32 %43, i32* %44, align 4, !dbg !67, !tbaa !25
  %45 = tail call i32 @llvm.nvvm.mulhi.i(i32 %16, i32 %18), !dbg !68
  %46 = getelementptr inbounds i32, i32* %21, i64 10, !dbg !69
  store i32 %45, i32* %46, align 4, !dbg !70, !tbaa !25
  %47 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %16, i32 %18), !dbg !71
  %48 = getelementptr inbounds i32, i32* %21, i64 11, !dbg !72
  store i32 %47, i32* %48, align 4, !dbg !73, !tbaa !25
  %49 = tail call i32 @llvm.bitreverse.i32(i32 %16), !dbg !74
  %50 = getelementptr inbounds i32, i32* %21, i64 12, !dbg !75
  store i32 %49, i32* %50, align 4, !dbg !76, !tbaa !25
  %51 = tail call i32 @llvm.ctpop.i32(i32 %16), !dbg !77, !range !78
  %52 = getelementptr inbounds i32, i32* %21, i64 13, !dbg !79
  store i32 %51, i32* %52, align 4, !dbg !80, !tbaa !25
  %53 = or i32 %16, 1, !dbg !81
  %54 = tail call i32 @llvm.ctlz.i32(i32 %53, i1 true), !dbg !82, !range !83
  %55 = getelementptr inbounds i32, i32* %21, i64 14, !dbg !84
  store i32 %54, i32* %55, align 4, !dbg !85, !tbaa !25
  %56 = tail call i32 @llvm.nvvm.d2i.hi(double %32), !dbg !86
  %57 = getelementptr inbounds i32, i32* %21, i64 15, !dbg !87
  store i32 %56, i32* %57, align 4, !dbg !88, !tbaa !25
  %58 = mul nsw i32 %9, 6, !dbg !89
  %59 = sext i32 %58 to i64, !dbg !90
  %60 = getelementptr inbounds float, float* %6, i64 %59, !dbg !90
  %61 = sitofp i32 %16 to float, !dbg !91
  store float %61, float* %60, align 4, !dbg !92, !tbaa !20
  %62 = tail call contract float @llvm.nvvm.i2f.rp(i32 %16), !dbg !93
  %63 = getelementptr inbounds float, float* %60, i64 1, !dbg !94
  store float %62, float* %63, align 4, !dbg !95, !tbaa !20
  %64 = fcmp contract olt float %14, 0.000000e+00, !dbg !96
  %65 = fneg contract float %14, !dbg !97
  %66 = select contract i1 %64, float %65, float %14, !dbg !97
  %67 = tail call float @llvm.sqrt.f32(float %66), !dbg !98
  %68 = getelementptr inbounds float, float* %60, i64 2, !dbg !99
  store float %67, float* %68, align 4, !dbg !100, !tbaa !20
  %69 = tail call float @llvm.minnum.f32(float %14, float %61), !dbg !101
  %70 = getelementptr inbounds float, float* %60, i64 3, !dbg !102
  store float %69, float* %70, align 4, !dbg !103, !tbaa !20
  %71 = tail call contract float @llvm.nvvm.saturate.f(float %14), !dbg !104
  %72 = getelementptr inbounds float, float* %60, i64 4, !dbg !105
  store float %71, float* %72, align 4, !dbg !106, !tbaa !20
  %73 = fdiv float %14, 3.000000e+00, !dbg !107
  %74 = getelementptr inbounds float, float* %60, i64 5, !dbg !108
  store float %73, float* %74, align 4, !dbg !109, !tbaa !20
  %75 = tail call contract double @llvm.nvvm.lohi.i2d(i32 %16, i32 %18), !dbg !110
  %76 = fdiv double 1.000000e+00, %32, !dbg !111
  %77 = fadd contract double %75, %76, !dbg !112
  %78 = getelementptr inbounds double, double* %7, i64 %12, !dbg !113
  store double %77, double* %78, align 8, !dbg !114, !tbaa !45
  br label %79, !dbg !115

79:                                               ; preds = %8, %11
  ret void, !dbg !115
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rn(float) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rm(float) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rp(float) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2ui.rn(float) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.rn(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.nvvm.sad.i(i32, i32, i32) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.hi(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.i2f.rp(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.lohi.i2d(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sqrt.f32(float) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

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
!7 = !DIFile(filename: "intrinsics.cu", directory: ".")
!8 = !{void (i32, float*, double*, i32*, i32*, i32*, float*, double*)* @_Z8nvvm_opsiPKfPKdPKiS4_PiPfPd, !"kernel", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "nvvm_ops", scope: !7, file: !7, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 53, column: 3, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 53, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!15 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!16 = distinct !DILocation(line: 7, column: 11, scope: !10)
!17 = !DILocation(line: 8, column: 9, scope: !10)
!18 = !DILocation(line: 8, column: 7, scope: !10)
!19 = !DILocation(line: 9, column: 13, scope: !10)
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C++ TBAA"}
!24 = !DILocation(line: 10, column: 11, scope: !10)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !22, i64 0}
!27 = !DILocation(line: 10, column: 21, scope: !10)
!28 = !DILocation(line: 11, column: 22, scope: !10)
!29 = !DILocation(line: 11, column: 17, scope: !10)
!30 = !DILocation(line: 12, column: 10, scope: !10)
!31 = !DILocation(line: 12, column: 8, scope: !10)
!32 = !DILocation(line: 13, column: 10, scope: !10)
!33 = !DILocation(line: 13, column: 3, scope: !10)
!34 = !DILocation(line: 13, column: 8, scope: !10)
!35 = !DILocation(line: 14, column: 10, scope: !10)
!36 = !DILocation(line: 14, column: 3, scope: !10)
!37 = !DILocation(line: 14, column: 8, scope: !10)
!38 = !DILocation(line: 15, column: 10, scope: !10)
!39 = !DILocation(line: 15, column: 3, scope: !10)
!40 = !DILocation(line: 15, column: 8, scope: !10)
!41 = !DILocation(line: 16, column: 10, scope: !10)
!42 = !DILocation(line: 16, column: 3, scope: !10)
!43 = !DILocation(line: 16, column: 8, scope: !10)
!44 = !DILocation(line: 17, column: 24, scope: !10)
!45 = !{!46, !46, i64 0}
!46 = !{!"double", !22, i64 0}
!47 = !DILocation(line: 17, column: 10, scope: !10)
!48 = !DILocation(line: 17, column: 3, scope: !10)
!49 = !DILocation(line: 17, column: 8, scope: !10)
!50 = !DILocation(line: 18, column: 10, scope: !10)
!51 = !DILocation(line: 18, column: 3, scope: !10)
!52 = !DILocation(line: 18, column: 8, scope: !10)
!53 = !DILocation(line: 19, column: 10, scope: !10)
!54 = !DILocation(line: 19, column: 3, scope: !10)
!55 = !DILocation(line: 19, column: 8, scope: !10)
!56 = !DILocation(line: 3, column: 55, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "t_imin", scope: !7, file: !7, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!58 = distinct !DILocation(line: 20, column: 10, scope: !10)
!59 = !DILocation(line: 3, column: 53, scope: !57, inlinedAt: !58)
!60 = !DILocation(line: 20, column: 3, scope: !10)
!61 = !DILocation(line: 20, column: 8, scope: !10)
!62 = !DILocation(line: 4, column: 70, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "t_umax", scope: !7, file: !7, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!64 = distinct !DILocation(line: 21, column: 10, scope: !10)
!65 = !DILocation(line: 4, column: 68, scope: !63, inlinedAt: !64)
!66 = !DILocation(line: 21, column: 3, scope: !10)
!67 = !DILocation(line: 21, column: 8, scope: !10)
!68 = !DILocation(line: 22, column: 11, scope: !10)
!69 = !DILocation(line: 22, column: 3, scope: !10)
!70 = !DILocation(line: 22, column: 9, scope: !10)
!71 = !DILocation(line: 23, column: 11, scope: !10)
!72 = !DILocation(line: 23, column: 3, scope: !10)
!73 = !DILocation(line: 23, column: 9, scope: !10)
!74 = !DILocation(line: 24, column: 11, scope: !10)
!75 = !DILocation(line: 24, column: 3, scope: !10)
!76 = !DILocation(line: 24, column: 9, scope: !10)
!77 = !DILocation(line: 25, column: 11, scope: !10)
!78 = !{i32 0, i32 33}
!79 = !DILocation(line: 25, column: 3, scope: !10)
!80 = !DILocation(line: 25, column: 9, scope: !10)
!81 = !DILocation(line: 26, column: 27, scope: !10)
!82 = !DILocation(line: 26, column: 11, scope: !10)
!83 = !{i32 0, i32 32}
!84 = !DILocation(line: 26, column: 3, scope: !10)
!85 = !DILocation(line: 26, column: 9, scope: !10)
!86 = !DILocation(line: 27, column: 11, scope: !10)
!87 = !DILocation(line: 27, column: 3, scope: !10)
!88 = !DILocation(line: 27, column: 9, scope: !10)
!89 = !DILocation(line: 28, column: 23, scope: !10)
!90 = !DILocation(line: 28, column: 19, scope: !10)
!91 = !DILocation(line: 29, column: 10, scope: !10)
!92 = !DILocation(line: 29, column: 8, scope: !10)
!93 = !DILocation(line: 30, column: 10, scope: !10)
!94 = !DILocation(line: 30, column: 3, scope: !10)
!95 = !DILocation(line: 30, column: 8, scope: !10)
!96 = !DILocation(line: 31, column: 29, scope: !10)
!97 = !DILocation(line: 31, column: 27, scope: !10)
!98 = !DILocation(line: 31, column: 10, scope: !10)
!99 = !DILocation(line: 31, column: 3, scope: !10)
!100 = !DILocation(line: 31, column: 8, scope: !10)
!101 = !DILocation(line: 32, column: 10, scope: !10)
!102 = !DILocation(line: 32, column: 3, scope: !10)
!103 = !DILocation(line: 32, column: 8, scope: !10)
!104 = !DILocation(line: 33, column: 10, scope: !10)
!105 = !DILocation(line: 33, column: 3, scope: !10)
!106 = !DILocation(line: 33, column: 8, scope: !10)
!107 = !DILocation(line: 34, column: 10, scope: !10)
!108 = !DILocation(line: 34, column: 3, scope: !10)
!109 = !DILocation(line: 34, column: 8, scope: !10)
!110 = !DILocation(line: 35, column: 13, scope: !10)
!111 = !DILocation(line: 35, column: 37, scope: !10)
!112 = !DILocation(line: 35, column: 35, scope: !10)
!113 = !DILocation(line: 35, column: 3, scope: !10)
!114 = !DILocation(line: 35, column: 11, scope: !10)
!115 = !DILocation(line: 36, column: 1, scope: !10)
