; ModuleID = 'errors.cu'
source_filename = "errors.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10oob_sharediPiE1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z8oob_readPKfPfi(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !15 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !18
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !22
  %6 = mul i32 %4, %5, !dbg !25
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !26
  %8 = add i32 %6, %7, !dbg !29
  %9 = add nsw i32 %8, %2, !dbg !30
  %10 = sext i32 %9 to i64, !dbg !31
  %11 = getelementptr inbounds float, float* %0, i64 %10, !dbg !31
  %12 = load float, float* %11, align 4, !dbg !31, !tbaa !32
  %13 = sext i32 %8 to i64, !dbg !36
  %14 = getelementptr inbounds float, float* %1, i64 %13, !dbg !36
  store float %12, float* %14, align 4, !dbg !37, !tbaa !32
  ret void, !dbg !38
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10oob_sharediPi(i32 noundef %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #1 !dbg !39 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !40
  %4 = zext i32 %3 to i64, !dbg !42
  %5 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ10oob_sharediPiE1s, i64 0, i64 %4, !dbg !42
  %6 = addrspacecast i32 addrspace(3)* %5 to i32*, !dbg !42
  store i32 %3, i32* %6, align 4, !dbg !43, !tbaa !44
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %7 = add i32 %3, %0, !dbg !47
  %8 = zext i32 %7 to i64, !dbg !48
  %9 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ10oob_sharediPiE1s, i64 0, i64 %8, !dbg !48
  %10 = addrspacecast i32 addrspace(3)* %9 to i32*, !dbg !48
  %11 = load i32, i32* %10, align 4, !dbg !48, !tbaa !44
  %12 = getelementptr inbounds i32, i32* %1, i64 %4, !dbg !49
  store i32 %11, i32* %12, align 4, !dbg !50, !tbaa !44
  ret void, !dbg !51
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17divergent_barrierPi(i32* nocapture noundef writeonly %0) local_unnamed_addr #1 !dbg !52 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !53
  %3 = icmp ugt i32 %2, 15, !dbg !55
  br i1 %3, label %7, label %4, !dbg !56

4:                                                ; preds = %1
  %5 = zext i32 %2 to i64, !dbg !57
  %6 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !57
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  store i32 1, i32* %6, align 4, !dbg !59, !tbaa !44
  br label %7, !dbg !60

7:                                                ; preds = %1, %4
  ret void, !dbg !60
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local void @_Z9wait_herePi(i32* nocapture noundef writeonly %0) local_unnamed_addr #3 !dbg !61 {
  tail call void @llvm.nvvm.barrier0(), !dbg !62
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !63
  %3 = zext i32 %2 to i64, !dbg !65
  %4 = getelementptr inbounds i32, i32* %0, i64 %3, !dbg !65
  store i32 1, i32* %4, align 4, !dbg !66, !tbaa !44
  ret void, !dbg !67
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18different_barriersPi(i32* nocapture noundef writeonly %0) local_unnamed_addr #1 !dbg !68 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !69
  %3 = and i32 %2, 1, !dbg !71
  %4 = icmp eq i32 %3, 0, !dbg !72
  br i1 %4, label %6, label %5, !dbg !72

5:                                                ; preds = %1
  tail call void @_Z9wait_herePi(i32* noundef %0) #2, !dbg !73
  br label %7, !dbg !73

6:                                                ; preds = %1
  tail call void @llvm.nvvm.barrier0(), !dbg !74
  br label %7

7:                                                ; preds = %6, %5
  ret void, !dbg !75
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z8div_zeroPKiS0_Pi(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !76 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !77
  %5 = sext i32 %4 to i64, !dbg !79
  %6 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !79
  %7 = load i32, i32* %6, align 4, !dbg !79, !tbaa !44
  %8 = getelementptr inbounds i32, i32* %1, i64 %5, !dbg !80
  %9 = load i32, i32* %8, align 4, !dbg !80, !tbaa !44
  %10 = sdiv i32 %7, %9, !dbg !81
  %11 = getelementptr inbounds i32, i32* %2, i64 %5, !dbg !82
  store i32 %10, i32* %11, align 4, !dbg !83, !tbaa !44
  ret void, !dbg !84
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z10misalignedPKcPi(i8* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !85 {
  %3 = getelementptr inbounds i8, i8* %0, i64 1, !dbg !86
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !87
  %5 = shl i32 %4, 2, !dbg !89
  %6 = zext i32 %5 to i64, !dbg !90
  %7 = getelementptr inbounds i8, i8* %3, i64 %6, !dbg !90
  %8 = bitcast i8* %7 to i32*, !dbg !91
  %9 = load i32, i32* %8, align 4, !dbg !91, !tbaa !44
  %10 = zext i32 %4 to i64, !dbg !92
  %11 = getelementptr inbounds i32, i32* %1, i64 %10, !dbg !92
  store i32 %9, i32* %11, align 4, !dbg !93, !tbaa !44
  ret void, !dbg !94
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

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
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "oob_read", scope: !7, file: !7, line: 4, type: !16, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!20 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!21 = distinct !DILocation(line: 5, column: 11, scope: !15)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!24 = distinct !DILocation(line: 5, column: 24, scope: !15)
!25 = !DILocation(line: 5, column: 22, scope: !15)
!26 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!28 = distinct !DILocation(line: 5, column: 37, scope: !15)
!29 = !DILocation(line: 5, column: 35, scope: !15)
!30 = !DILocation(line: 6, column: 17, scope: !15)
!31 = !DILocation(line: 6, column: 12, scope: !15)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 6, column: 3, scope: !15)
!37 = !DILocation(line: 6, column: 10, scope: !15)
!38 = !DILocation(line: 7, column: 1, scope: !15)
!39 = distinct !DISubprogram(name: "oob_shared", scope: !7, file: !7, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!40 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !41)
!41 = distinct !DILocation(line: 11, column: 20, scope: !39)
!42 = !DILocation(line: 11, column: 3, scope: !39)
!43 = !DILocation(line: 11, column: 18, scope: !39)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !34, i64 0}
!46 = !DILocation(line: 12, column: 3, scope: !39)
!47 = !DILocation(line: 13, column: 36, scope: !39)
!48 = !DILocation(line: 13, column: 22, scope: !39)
!49 = !DILocation(line: 13, column: 3, scope: !39)
!50 = !DILocation(line: 13, column: 20, scope: !39)
!51 = !DILocation(line: 14, column: 1, scope: !39)
!52 = distinct !DISubprogram(name: "divergent_barrier", scope: !7, file: !7, line: 16, type: !16, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!53 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !54)
!54 = distinct !DILocation(line: 17, column: 7, scope: !52)
!55 = !DILocation(line: 17, column: 19, scope: !52)
!56 = !DILocation(line: 17, column: 7, scope: !52)
!57 = !DILocation(line: 19, column: 3, scope: !52)
!58 = !DILocation(line: 18, column: 3, scope: !52)
!59 = !DILocation(line: 19, column: 20, scope: !52)
!60 = !DILocation(line: 20, column: 1, scope: !52)
!61 = distinct !DISubprogram(name: "wait_here", scope: !7, file: !7, line: 22, type: !16, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!62 = !DILocation(line: 23, column: 3, scope: !61)
!63 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !64)
!64 = distinct !DILocation(line: 24, column: 7, scope: !61)
!65 = !DILocation(line: 24, column: 3, scope: !61)
!66 = !DILocation(line: 24, column: 20, scope: !61)
!67 = !DILocation(line: 25, column: 1, scope: !61)
!68 = distinct !DISubprogram(name: "different_barriers", scope: !7, file: !7, line: 27, type: !16, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!69 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !70)
!70 = distinct !DILocation(line: 28, column: 7, scope: !68)
!71 = !DILocation(line: 28, column: 19, scope: !68)
!72 = !DILocation(line: 28, column: 7, scope: !68)
!73 = !DILocation(line: 29, column: 5, scope: !68)
!74 = !DILocation(line: 31, column: 5, scope: !68)
!75 = !DILocation(line: 32, column: 1, scope: !68)
!76 = distinct !DISubprogram(name: "div_zero", scope: !7, file: !7, line: 34, type: !16, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!77 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !78)
!78 = distinct !DILocation(line: 35, column: 11, scope: !76)
!79 = !DILocation(line: 36, column: 12, scope: !76)
!80 = !DILocation(line: 36, column: 19, scope: !76)
!81 = !DILocation(line: 36, column: 17, scope: !76)
!82 = !DILocation(line: 36, column: 3, scope: !76)
!83 = !DILocation(line: 36, column: 10, scope: !76)
!84 = !DILocation(line: 37, column: 1, scope: !76)
!85 = distinct !DISubprogram(name: "misaligned", scope: !7, file: !7, line: 39, type: !16, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!86 = !DILocation(line: 40, column: 39, scope: !85)
!87 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !88)
!88 = distinct !DILocation(line: 40, column: 49, scope: !85)
!89 = !DILocation(line: 40, column: 47, scope: !85)
!90 = !DILocation(line: 40, column: 43, scope: !85)
!91 = !DILocation(line: 40, column: 22, scope: !85)
!92 = !DILocation(line: 40, column: 3, scope: !85)
!93 = !DILocation(line: 40, column: 20, scope: !85)
!94 = !DILocation(line: 41, column: 1, scope: !85)
