; ModuleID = 'errors.cu'
source_filename = "errors.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10oob_sharediPiE1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z8oob_readPKfPfi(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !17 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !20
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !24
  %6 = mul i32 %4, %5, !dbg !27
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !28
  %8 = add i32 %6, %7, !dbg !31
  %9 = add nsw i32 %8, %2, !dbg !32
  %10 = sext i32 %9 to i64, !dbg !33
  %11 = getelementptr inbounds float, float* %0, i64 %10, !dbg !33
  %12 = load float, float* %11, align 4, !dbg !33, !tbaa !34
  %13 = sext i32 %8 to i64, !dbg !38
  %14 = getelementptr inbounds float, float* %1, i64 %13, !dbg !38
  store float %12, float* %14, align 4, !dbg !39, !tbaa !34
  ret void, !dbg !40
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10oob_sharediPi(i32 noundef %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #1 !dbg !41 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !42
  %4 = zext i32 %3 to i64, !dbg !44
  %5 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ10oob_sharediPiE1s, i64 0, i64 %4, !dbg !44
  %6 = addrspacecast i32 addrspace(3)* %5 to i32*, !dbg !44
  store i32 %3, i32* %6, align 4, !dbg !45, !tbaa !46
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  %7 = add i32 %3, %0, !dbg !49
  %8 = zext i32 %7 to i64, !dbg !50
  %9 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ10oob_sharediPiE1s, i64 0, i64 %8, !dbg !50
  %10 = addrspacecast i32 addrspace(3)* %9 to i32*, !dbg !50
  %11 = load i32, i32* %10, align 4, !dbg !50, !tbaa !46
  %12 = getelementptr inbounds i32, i32* %1, i64 %4, !dbg !51
  store i32 %11, i32* %12, align 4, !dbg !52, !tbaa !46
  ret void, !dbg !53
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17divergent_barrierPi(i32* nocapture noundef writeonly %0) local_unnamed_addr #1 !dbg !54 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !55
  %3 = icmp ugt i32 %2, 15, !dbg !57
  br i1 %3, label %7, label %4, !dbg !58

4:                                                ; preds = %1
  %5 = zext i32 %2 to i64, !dbg !59
  %6 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !59
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  store i32 1, i32* %6, align 4, !dbg !61, !tbaa !46
  br label %7, !dbg !62

7:                                                ; preds = %1, %4
  ret void, !dbg !62
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local void @_Z9wait_herePi(i32* nocapture noundef writeonly %0) local_unnamed_addr #3 !dbg !63 {
  tail call void @llvm.nvvm.barrier0(), !dbg !64
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !65
  %3 = zext i32 %2 to i64, !dbg !67
  %4 = getelementptr inbounds i32, i32* %0, i64 %3, !dbg !67
  store i32 1, i32* %4, align 4, !dbg !68, !tbaa !46
  ret void, !dbg !69
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18different_barriersPi(i32* nocapture noundef writeonly %0) local_unnamed_addr #1 !dbg !70 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !71
  %3 = and i32 %2, 1, !dbg !73
  %4 = icmp eq i32 %3, 0, !dbg !74
  br i1 %4, label %6, label %5, !dbg !74

5:                                                ; preds = %1
  tail call void @_Z9wait_herePi(i32* noundef %0) #2, !dbg !75
  br label %7, !dbg !75

6:                                                ; preds = %1
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  br label %7

7:                                                ; preds = %6, %5
  ret void, !dbg !77
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z8div_zeroPKiS0_Pi(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !78 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !79
  %5 = sext i32 %4 to i64, !dbg !81
  %6 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !81
  %7 = load i32, i32* %6, align 4, !dbg !81, !tbaa !46
  %8 = getelementptr inbounds i32, i32* %1, i64 %5, !dbg !82
  %9 = load i32, i32* %8, align 4, !dbg !82, !tbaa !46
  %10 = sdiv i32 %7, %9, !dbg !83
  %11 = getelementptr inbounds i32, i32* %2, i64 %5, !dbg !84
  store i32 %10, i32* %11, align 4, !dbg !85, !tbaa !46
  ret void, !dbg !86
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z10misalignedPKcPi(i8* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !87 {
  %3 = getelementptr inbounds i8, i8* %0, i64 1, !dbg !88
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !89
  %5 = shl i32 %4, 2, !dbg !91
  %6 = zext i32 %5 to i64, !dbg !92
  %7 = getelementptr inbounds i8, i8* %3, i64 %6, !dbg !92
  %8 = bitcast i8* %7 to i32*, !dbg !93
  %9 = load i32, i32* %8, align 4, !dbg !93, !tbaa !46
  %10 = zext i32 %4 to i64, !dbg !94
  %11 = getelementptr inbounds i32, i32* %1, i64 %10, !dbg !94
  store i32 %9, i32* %11, align 4, !dbg !95, !tbaa !46
  ret void, !dbg !96
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z27warps_at_different_barriersPi(i32* nocapture noundef %0) local_unnamed_addr #1 !dbg !97 {
  %2 = getelementptr inbounds i32, i32* %0, i64 2, !dbg !98
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !99
  %4 = icmp ult i32 %3, 32, !dbg !101
  %5 = zext i32 %3 to i64, !dbg !102
  %6 = getelementptr inbounds i32, i32* %2, i64 %5, !dbg !102
  br i1 %4, label %7, label %13, !dbg !103

7:                                                ; preds = %1
  store i32 2, i32* %6, align 4, !dbg !104, !tbaa !46
  tail call void @llvm.nvvm.barrier0(), !dbg !105
  %8 = icmp eq i32 %3, 0, !dbg !106
  br i1 %8, label %9, label %41, !dbg !107

9:                                                ; preds = %7
  %10 = getelementptr inbounds i32, i32* %0, i64 1, !dbg !108
  %11 = getelementptr inbounds i32, i32* %0, i64 42, !dbg !109
  %12 = load i32, i32* %11, align 4, !dbg !109, !tbaa !46
  store i32 %12, i32* %10, align 4, !dbg !110, !tbaa !46
  br label %41, !dbg !108

13:                                               ; preds = %1
  store i32 1, i32* %6, align 4, !dbg !111, !tbaa !46
  tail call void @llvm.nvvm.barrier0(), !dbg !112
  %14 = icmp eq i32 %3, 32, !dbg !113
  br i1 %14, label %16, label %40, !dbg !114

15:                                               ; preds = %16
  store i32 %37, i32* %0, align 4, !dbg !115, !tbaa !46
  br label %40, !dbg !116

16:                                               ; preds = %13, %16
  %17 = phi i32 [ %38, %16 ], [ 0, %13 ]
  %18 = phi i32 [ %37, %16 ], [ 0, %13 ]
  %19 = zext i32 %17 to i64, !dbg !117
  %20 = getelementptr inbounds i32, i32* %2, i64 %19, !dbg !117
  %21 = load i32, i32* %20, align 4, !dbg !117, !tbaa !46
  %22 = add nsw i32 %21, %18, !dbg !118
  %23 = or i32 %17, 1, !dbg !119
  %24 = zext i32 %23 to i64, !dbg !117
  %25 = getelementptr inbounds i32, i32* %2, i64 %24, !dbg !117
  %26 = load i32, i32* %25, align 4, !dbg !117, !tbaa !46
  %27 = add nsw i32 %26, %22, !dbg !118
  %28 = or i32 %17, 2, !dbg !119
  %29 = zext i32 %28 to i64, !dbg !117
  %30 = getelementptr inbounds i32, i32* %2, i64 %29, !dbg !117
  %31 = load i32, i32* %30, align 4, !dbg !117, !tbaa !46
  %32 = add nsw i32 %31, %27, !dbg !118
  %33 = or i32 %17, 3, !dbg !119
  %34 = zext i32 %33 to i64, !dbg !117
  %35 = getelementptr inbounds i32, i32* %2, i64 %34, !dbg !117
  %36 = load i32, i32* %35, align 4, !dbg !117, !tbaa !46
  %37 = add nsw i32 %36, %32, !dbg !118
  %38 = add nuw nsw i32 %17, 4, !dbg !119
  %39 = icmp eq i32 %38, 64, !dbg !120
  br i1 %39, label %15, label %16, !dbg !121, !llvm.loop !122

40:                                               ; preds = %15, %13
  tail call void @llvm.nvvm.barrier0(), !dbg !125
  br label %41, !dbg !126

41:                                               ; preds = %7, %9, %40
  ret void, !dbg !126
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13barrier_kindsPi(i32* nocapture noundef writeonly %0) local_unnamed_addr #1 !dbg !127 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !128
  %3 = icmp ult i32 %2, 32, !dbg !130
  br i1 %3, label %4, label %9, !dbg !131

4:                                                ; preds = %1
  %5 = and i32 %2, 1, !dbg !132
  %6 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %5) #5, !dbg !133
  %7 = zext i32 %2 to i64, !dbg !137
  %8 = getelementptr inbounds i32, i32* %0, i64 %7, !dbg !137
  store i32 %6, i32* %8, align 4, !dbg !138, !tbaa !46
  br label %10, !dbg !137

9:                                                ; preds = %1
  tail call void @llvm.nvvm.barrier0(), !dbg !139
  br label %10

10:                                               ; preds = %9, %4
  ret void, !dbg !140
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "errors.cu", directory: ".")
!8 = !{void (float*, float*, i32)* @_Z8oob_readPKfPfi, !"kernel", i32 1}
!9 = !{void (i32, i32*)* @_Z10oob_sharediPi, !"kernel", i32 1}
!10 = !{void (i32*)* @_Z17divergent_barrierPi, !"kernel", i32 1}
!11 = !{void (i32*)* @_Z18different_barriersPi, !"kernel", i32 1}
!12 = !{void (i32*, i32*, i32*)* @_Z8div_zeroPKiS0_Pi, !"kernel", i32 1}
!13 = !{void (i8*, i32*)* @_Z10misalignedPKcPi, !"kernel", i32 1}
!14 = !{void (i32*)* @_Z27warps_at_different_barriersPi, !"kernel", i32 1}
!15 = !{void (i32*)* @_Z13barrier_kindsPi, !"kernel", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "oob_read", scope: !7, file: !7, line: 4, type: !18, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !19)
!18 = !DISubroutineType(types: !19)
!19 = !{}
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !23)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !22, file: !22, line: 66, type: !18, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !19)
!22 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!23 = distinct !DILocation(line: 5, column: 11, scope: !17)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !22, file: !22, line: 79, type: !18, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !19)
!26 = distinct !DILocation(line: 5, column: 24, scope: !17)
!27 = !DILocation(line: 5, column: 22, scope: !17)
!28 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !22, file: !22, line: 53, type: !18, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !19)
!30 = distinct !DILocation(line: 5, column: 37, scope: !17)
!31 = !DILocation(line: 5, column: 35, scope: !17)
!32 = !DILocation(line: 6, column: 17, scope: !17)
!33 = !DILocation(line: 6, column: 12, scope: !17)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C++ TBAA"}
!38 = !DILocation(line: 6, column: 3, scope: !17)
!39 = !DILocation(line: 6, column: 10, scope: !17)
!40 = !DILocation(line: 7, column: 1, scope: !17)
!41 = distinct !DISubprogram(name: "oob_shared", scope: !7, file: !7, line: 9, type: !18, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !19)
!42 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !43)
!43 = distinct !DILocation(line: 11, column: 20, scope: !41)
!44 = !DILocation(line: 11, column: 3, scope: !41)
!45 = !DILocation(line: 11, column: 18, scope: !41)
!46 = !{!47, !47, i64 0}
!47 = !{!"int", !36, i64 0}
!48 = !DILocation(line: 12, column: 3, scope: !41)
!49 = !DILocation(line: 13, column: 36, scope: !41)
!50 = !DILocation(line: 13, column: 22, scope: !41)
!51 = !DILocation(line: 13, column: 3, scope: !41)
!52 = !DILocation(line: 13, column: 20, scope: !41)
!53 = !DILocation(line: 14, column: 1, scope: !41)
!54 = distinct !DISubprogram(name: "divergent_barrier", scope: !7, file: !7, line: 16, type: !18, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !19)
!55 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !56)
!56 = distinct !DILocation(line: 17, column: 7, scope: !54)
!57 = !DILocation(line: 17, column: 19, scope: !54)
!58 = !DILocation(line: 17, column: 7, scope: !54)
!59 = !DILocation(line: 19, column: 3, scope: !54)
!60 = !DILocation(line: 18, column: 3, scope: !54)
!61 = !DILocation(line: 19, column: 20, scope: !54)
!62 = !DILocation(line: 20, column: 1, scope: !54)
!63 = distinct !DISubprogram(name: "wait_here", scope: !7, file: !7, line: 22, type: !18, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !19)
!64 = !DILocation(line: 23, column: 3, scope: !63)
!65 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !66)
!66 = distinct !DILocation(line: 24, column: 7, scope: !63)
!67 = !DILocation(line: 24, column: 3, scope: !63)
!68 = !DILocation(line: 24, column: 20, scope: !63)
!69 = !DILocation(line: 25, column: 1, scope: !63)
!70 = distinct !DISubprogram(name: "different_barriers", scope: !7, file: !7, line: 27, type: !18, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !19)
!71 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !72)
!72 = distinct !DILocation(line: 28, column: 7, scope: !70)
!73 = !DILocation(line: 28, column: 19, scope: !70)
!74 = !DILocation(line: 28, column: 7, scope: !70)
!75 = !DILocation(line: 29, column: 5, scope: !70)
!76 = !DILocation(line: 31, column: 5, scope: !70)
!77 = !DILocation(line: 32, column: 1, scope: !70)
!78 = distinct !DISubprogram(name: "div_zero", scope: !7, file: !7, line: 34, type: !18, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !19)
!79 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !80)
!80 = distinct !DILocation(line: 35, column: 11, scope: !78)
!81 = !DILocation(line: 36, column: 12, scope: !78)
!82 = !DILocation(line: 36, column: 19, scope: !78)
!83 = !DILocation(line: 36, column: 17, scope: !78)
!84 = !DILocation(line: 36, column: 3, scope: !78)
!85 = !DILocation(line: 36, column: 10, scope: !78)
!86 = !DILocation(line: 37, column: 1, scope: !78)
!87 = distinct !DISubprogram(name: "misaligned", scope: !7, file: !7, line: 39, type: !18, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !19)
!88 = !DILocation(line: 40, column: 39, scope: !87)
!89 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !90)
!90 = distinct !DILocation(line: 40, column: 49, scope: !87)
!91 = !DILocation(line: 40, column: 47, scope: !87)
!92 = !DILocation(line: 40, column: 43, scope: !87)
!93 = !DILocation(line: 40, column: 22, scope: !87)
!94 = !DILocation(line: 40, column: 3, scope: !87)
!95 = !DILocation(line: 40, column: 20, scope: !87)
!96 = !DILocation(line: 41, column: 1, scope: !87)
!97 = distinct !DISubprogram(name: "warps_at_different_barriers", scope: !7, file: !7, line: 47, type: !18, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !19)
!98 = !DILocation(line: 48, column: 16, scope: !97)
!99 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !100)
!100 = distinct !DILocation(line: 49, column: 7, scope: !97)
!101 = !DILocation(line: 49, column: 19, scope: !97)
!102 = !DILocation(line: 0, scope: !97)
!103 = !DILocation(line: 49, column: 7, scope: !97)
!104 = !DILocation(line: 50, column: 20, scope: !97)
!105 = !DILocation(line: 51, column: 5, scope: !97)
!106 = !DILocation(line: 52, column: 21, scope: !97)
!107 = !DILocation(line: 52, column: 9, scope: !97)
!108 = !DILocation(line: 53, column: 7, scope: !97)
!109 = !DILocation(line: 53, column: 16, scope: !97)
!110 = !DILocation(line: 53, column: 14, scope: !97)
!111 = !DILocation(line: 56, column: 18, scope: !97)
!112 = !DILocation(line: 57, column: 3, scope: !97)
!113 = !DILocation(line: 58, column: 19, scope: !97)
!114 = !DILocation(line: 58, column: 7, scope: !97)
!115 = !DILocation(line: 62, column: 12, scope: !97)
!116 = !DILocation(line: 63, column: 3, scope: !97)
!117 = !DILocation(line: 61, column: 12, scope: !97)
!118 = !DILocation(line: 61, column: 9, scope: !97)
!119 = !DILocation(line: 60, column: 30, scope: !97)
!120 = !DILocation(line: 60, column: 23, scope: !97)
!121 = !DILocation(line: 60, column: 5, scope: !97)
!122 = distinct !{!122, !121, !123, !124}
!123 = !DILocation(line: 61, column: 15, scope: !97)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocation(line: 64, column: 3, scope: !97)
!126 = !DILocation(line: 65, column: 1, scope: !97)
!127 = distinct !DISubprogram(name: "barrier_kinds", scope: !7, file: !7, line: 68, type: !18, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !19)
!128 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !129)
!129 = distinct !DILocation(line: 69, column: 7, scope: !127)
!130 = !DILocation(line: 69, column: 19, scope: !127)
!131 = !DILocation(line: 69, column: 7, scope: !127)
!132 = !DILocation(line: 70, column: 56, scope: !127)
!133 = !DILocation(line: 16, column: 59, scope: !134, inlinedAt: !136)
!134 = distinct !DISubprogram(name: "__syncthreads_count", scope: !135, file: !135, line: 16, type: !18, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !19)
!135 = !DIFile(filename: "include/device_functions.h", directory: ".")
!136 = distinct !DILocation(line: 70, column: 24, scope: !127)
!137 = !DILocation(line: 70, column: 5, scope: !127)
!138 = !DILocation(line: 70, column: 22, scope: !127)
!139 = !DILocation(line: 72, column: 5, scope: !127)
!140 = !DILocation(line: 73, column: 1, scope: !127)
