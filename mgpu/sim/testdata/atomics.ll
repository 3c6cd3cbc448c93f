; ModuleID = 'atomics.cu'
source_filename = "atomics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9histogramPKhiPjE5local = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @_Z7atomicsPiPjPfPy(i32* nocapture noundef %0, i32* nocapture noundef %1, float* nocapture noundef %2, i64* nocapture noundef %3) local_unnamed_addr #0 !dbg !11 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !14
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !18
  %7 = mul i32 %5, %6, !dbg !21
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !22
  %9 = add i32 %7, %8, !dbg !25
  %10 = atomicrmw add i32* %0, i32 1 seq_cst, align 4, !dbg !26
  %11 = getelementptr inbounds i32, i32* %0, i64 1, !dbg !27
  %12 = atomicrmw add i32* %11, i32 -2 seq_cst, align 4, !dbg !28
  %13 = getelementptr inbounds i32, i32* %0, i64 2, !dbg !29
  %14 = atomicrmw max i32* %13, i32 %9 seq_cst, align 4, !dbg !30
  %15 = getelementptr inbounds i32, i32* %0, i64 3, !dbg !31
  %16 = sub nsw i32 0, %9, !dbg !32
  %17 = atomicrmw min i32* %15, i32 %16 seq_cst, align 4, !dbg !33
  %18 = getelementptr inbounds i32, i32* %0, i64 4, !dbg !34
  %19 = and i32 %9, 31, !dbg !35
  %20 = shl nuw i32 1, %19, !dbg !36
  %21 = atomicrmw or i32* %18, i32 %20 seq_cst, align 4, !dbg !37
  %22 = getelementptr inbounds i32, i32* %0, i64 5, !dbg !38
  %23 = atomicrmw xor i32* %22, i32 %9 seq_cst, align 4, !dbg !39
  %24 = getelementptr inbounds i32, i32* %0, i64 6, !dbg !40
  %25 = and i32 %9, 15, !dbg !41
  %26 = shl nuw nsw i32 1, %25, !dbg !42
  %27 = xor i32 %26, -1, !dbg !43
  %28 = atomicrmw and i32* %24, i32 %27 seq_cst, align 4, !dbg !44
  %29 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %1, i32 99), !dbg !45
  %30 = getelementptr inbounds i32, i32* %1, i64 1, !dbg !46
  %31 = tail call i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* nonnull %30, i32 1000), !dbg !47
  %32 = atomicrmw fadd float* %2, float 1.000000e+00 seq_cst, align 4, !dbg !48
  %33 = atomicrmw add i64* %3, i64 3 seq_cst, align 8, !dbg !49
  %34 = getelementptr inbounds i32, i32* %0, i64 7, !dbg !50
  %35 = load i32, i32* %34, align 4, !dbg !50, !tbaa !51
  br label %36, !dbg !55

36:                                               ; preds = %36, %4
  %37 = phi i32 [ %35, %4 ], [ %40, %36 ], !dbg !56
  %38 = add nsw i32 %37, %9, !dbg !57
  %39 = cmpxchg i32* %34, i32 %37, i32 %38 seq_cst seq_cst, align 4, !dbg !58
  %40 = extractvalue { i32, i1 } %39, 0, !dbg !58
  %41 = extractvalue { i32, i1 } %39, 1, !dbg !59
  br i1 %41, label %42, label %36, !dbg !60, !llvm.loop !61

42:                                               ; preds = %36
  %43 = getelementptr inbounds i32, i32* %0, i64 8, !dbg !64
  %44 = atomicrmw xchg i32* %43, i32 %9 seq_cst, align 4, !dbg !65
  ret void, !dbg !66
}

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* nocapture, i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9histogramPKhiPj(i8* nocapture noundef readonly %0, i32 noundef %1, i32* nocapture noundef %2) local_unnamed_addr #2 !dbg !67 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !68
  %5 = icmp ult i32 %4, 16, !dbg !70
  br i1 %5, label %6, label %10, !dbg !71

6:                                                ; preds = %3
  %7 = zext i32 %4 to i64, !dbg !72
  %8 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @_ZZ9histogramPKhiPjE5local, i64 0, i64 %7, !dbg !72
  %9 = addrspacecast i32 addrspace(3)* %8 to i32*, !dbg !72
  store i32 0, i32* %9, align 4, !dbg !73, !tbaa !51
  br label %10, !dbg !72

10:                                               ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !74
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !75
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !77
  %13 = mul i32 %11, %12, !dbg !79
  %14 = add i32 %13, %4, !dbg !80
  %15 = icmp slt i32 %14, %1, !dbg !81
  br i1 %15, label %16, label %19, !dbg !82

16:                                               ; preds = %10
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5, !dbg !83
  %18 = mul i32 %17, %12
  br label %21, !dbg !82

19:                                               ; preds = %21, %10
  tail call void @llvm.nvvm.barrier0(), !dbg !84
  %20 = zext i32 %4 to i64, !dbg !85
  br i1 %5, label %33, label %39, !dbg !86

21:                                               ; preds = %16, %21
  %22 = phi i32 [ %14, %16 ], [ %31, %21 ]
  %23 = sext i32 %22 to i64, !dbg !87
  %24 = getelementptr inbounds i8, i8* %0, i64 %23, !dbg !87
  %25 = load i8, i8* %24, align 1, !dbg !87, !tbaa !88
  %26 = and i8 %25, 15, !dbg !89
  %27 = zext i8 %26 to i64
  %28 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @_ZZ9histogramPKhiPjE5local, i64 0, i64 %27, !dbg !90
  %29 = addrspacecast i32 addrspace(3)* %28 to i32*, !dbg !90
  %30 = atomicrmw add i32* %29, i32 1 seq_cst, align 4, !dbg !91
  %31 = add i32 %22, %18, !dbg !92
  %32 = icmp slt i32 %31, %1, !dbg !81
  br i1 %32, label %21, label %19, !dbg !82, !llvm.loop !93

33:                                               ; preds = %19
  %34 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @_ZZ9histogramPKhiPjE5local, i64 0, i64 %20, !dbg !95
  %35 = addrspacecast i32 addrspace(3)* %34 to i32*, !dbg !95
  %36 = getelementptr inbounds i32, i32* %2, i64 %20, !dbg !85
  %37 = load i32, i32* %35, align 4, !dbg !95, !tbaa !51
  %38 = atomicrmw add i32* %36, i32 %37 seq_cst, align 4, !dbg !96
  br label %39, !dbg !96

39:                                               ; preds = %33, %19
  ret void, !dbg !97
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { argmemonly nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #3 = { convergent nounwind }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { nounwind }

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
!7 = !DIFile(filename: "atomics.cu", directory: ".")
!8 = !{void (i32*, i32*, float*, i64*)* @_Z7atomicsPiPjPfPy, !"kernel", i32 1}
!9 = !{void (i8*, i32, i32*)* @_Z9histogramPKhiPj, !"kernel", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "atomics", scope: !7, file: !7, line: 4, type: !12, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 66, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!16 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!17 = distinct !DILocation(line: 5, column: 11, scope: !11)
!18 = !DILocation(line: 79, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 79, type: !12, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!20 = distinct !DILocation(line: 5, column: 24, scope: !11)
!21 = !DILocation(line: 5, column: 22, scope: !11)
!22 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!24 = distinct !DILocation(line: 5, column: 37, scope: !11)
!25 = !DILocation(line: 5, column: 35, scope: !11)
!26 = !DILocation(line: 6, column: 3, scope: !11)
!27 = !DILocation(line: 7, column: 26, scope: !11)
!28 = !DILocation(line: 7, column: 3, scope: !11)
!29 = !DILocation(line: 8, column: 26, scope: !11)
!30 = !DILocation(line: 8, column: 3, scope: !11)
!31 = !DILocation(line: 9, column: 26, scope: !11)
!32 = !DILocation(line: 9, column: 34, scope: !11)
!33 = !DILocation(line: 9, column: 3, scope: !11)
!34 = !DILocation(line: 10, column: 25, scope: !11)
!35 = !DILocation(line: 10, column: 41, scope: !11)
!36 = !DILocation(line: 10, column: 35, scope: !11)
!37 = !DILocation(line: 10, column: 3, scope: !11)
!38 = !DILocation(line: 11, column: 26, scope: !11)
!39 = !DILocation(line: 11, column: 3, scope: !11)
!40 = !DILocation(line: 12, column: 26, scope: !11)
!41 = !DILocation(line: 12, column: 44, scope: !11)
!42 = !DILocation(line: 12, column: 38, scope: !11)
!43 = !DILocation(line: 12, column: 34, scope: !11)
!44 = !DILocation(line: 12, column: 3, scope: !11)
!45 = !DILocation(line: 13, column: 3, scope: !11)
!46 = !DILocation(line: 14, column: 27, scope: !11)
!47 = !DILocation(line: 14, column: 3, scope: !11)
!48 = !DILocation(line: 15, column: 3, scope: !11)
!49 = !DILocation(line: 16, column: 3, scope: !11)
!50 = !DILocation(line: 18, column: 13, scope: !11)
!51 = !{!52, !52, i64 0}
!52 = !{!"int", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C++ TBAA"}
!55 = !DILocation(line: 19, column: 3, scope: !11)
!56 = !DILocation(line: 0, scope: !11)
!57 = !DILocation(line: 21, column: 59, scope: !11)
!58 = !DILocation(line: 21, column: 11, scope: !11)
!59 = !DILocation(line: 22, column: 16, scope: !11)
!60 = !DILocation(line: 22, column: 3, scope: !11)
!61 = distinct !{!61, !55, !62, !63}
!62 = !DILocation(line: 22, column: 26, scope: !11)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 23, column: 38, scope: !11)
!65 = !DILocation(line: 23, column: 14, scope: !11)
!66 = !DILocation(line: 25, column: 1, scope: !11)
!67 = distinct !DISubprogram(name: "histogram", scope: !7, file: !7, line: 28, type: !12, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!68 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !69)
!69 = distinct !DILocation(line: 30, column: 7, scope: !67)
!70 = !DILocation(line: 30, column: 19, scope: !67)
!71 = !DILocation(line: 30, column: 7, scope: !67)
!72 = !DILocation(line: 30, column: 25, scope: !67)
!73 = !DILocation(line: 30, column: 44, scope: !67)
!74 = !DILocation(line: 31, column: 3, scope: !67)
!75 = !DILocation(line: 66, column: 3, scope: !15, inlinedAt: !76)
!76 = distinct !DILocation(line: 32, column: 16, scope: !67)
!77 = !DILocation(line: 79, column: 3, scope: !19, inlinedAt: !78)
!78 = distinct !DILocation(line: 32, column: 29, scope: !67)
!79 = !DILocation(line: 32, column: 27, scope: !67)
!80 = !DILocation(line: 32, column: 40, scope: !67)
!81 = !DILocation(line: 32, column: 57, scope: !67)
!82 = !DILocation(line: 32, column: 3, scope: !67)
!83 = !DILocation(line: 0, scope: !67)
!84 = !DILocation(line: 34, column: 3, scope: !67)
!85 = !DILocation(line: 35, column: 55, scope: !67)
!86 = !DILocation(line: 35, column: 7, scope: !67)
!87 = !DILocation(line: 33, column: 41, scope: !67)
!88 = !{!53, !53, i64 0}
!89 = !DILocation(line: 33, column: 49, scope: !67)
!90 = !DILocation(line: 33, column: 35, scope: !67)
!91 = !DILocation(line: 33, column: 5, scope: !67)
!92 = !DILocation(line: 32, column: 64, scope: !67)
!93 = distinct !{!93, !82, !94, !63}
!94 = !DILocation(line: 33, column: 57, scope: !67)
!95 = !DILocation(line: 35, column: 74, scope: !67)
!96 = !DILocation(line: 35, column: 25, scope: !67)
!97 = !DILocation(line: 36, column: 1, scope: !67)
