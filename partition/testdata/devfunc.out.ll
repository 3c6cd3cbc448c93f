source_filename = "testdata/devfunc.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define dso_local noundef i32 @_Z3rowv() local_unnamed_addr #0 !dbg !10 {
0:
	%1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5, !dbg !13
	%2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5, !dbg !17
	%3 = mul i32 %1, %2, !dbg !20
	%4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5, !dbg !21
	%5 = add i32 %3, %4, !dbg !24
	ret i32 %5, !dbg !25
}

define dso_local noundef i32 @_Z3rowv__mgpu(i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) local_unnamed_addr #0 !dbg !73 {
0:
	%1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5, !dbg !75
	%2 = add i32 %1, %mgpu.off.y, !dbg !75
	%3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5, !dbg !77
	%4 = mul i32 %2, %3, !dbg !78
	%5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5, !dbg !80
	%6 = add i32 %4, %5, !dbg !81
	ret i32 %6, !dbg !82
}

define dso_local noundef i32 @_Z3colv() local_unnamed_addr #0 !dbg !26 {
0:
	%1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !27
	%2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !30
	%3 = mul i32 %1, %2, !dbg !33
	%4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !34
	%5 = add i32 %3, %4, !dbg !37
	ret i32 %5, !dbg !38
}

define dso_local noundef i32 @_Z3colv__mgpu(i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) local_unnamed_addr #0 !dbg !91 {
0:
	%1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !93
	%2 = add i32 %1, %mgpu.off.x, !dbg !93
	%3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !95
	%4 = mul i32 %2, %3, !dbg !96
	%5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !98
	%6 = add i32 %4, %5, !dbg !99
	ret i32 %6, !dbg !100
}

define dso_local noundef i32 @_Z5widthv() local_unnamed_addr #0 !dbg !39 {
0:
	%1 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5, !dbg !40
	%2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !43
	%3 = mul i32 %1, %2, !dbg !45
	ret i32 %3, !dbg !46
}

define dso_local noundef i32 @_Z5widthv__mgpu(i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) local_unnamed_addr #0 !dbg !84 {
0:
	%1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !86
	%2 = mul i32 %mgpu.grid.x, %1, !dbg !87
	ret i32 %2, !dbg !88
}

define dso_local noundef i32 @_Z4cellv() local_unnamed_addr #1 !dbg !47 {
0:
	%1 = tail call noundef i32 @_Z3rowv() #5, !dbg !48
	%2 = tail call noundef i32 @_Z5widthv() #5, !dbg !49
	%3 = mul nsw i32 %2, %1, !dbg !50
	%4 = tail call noundef i32 @_Z3colv() #5, !dbg !51
	%5 = add nsw i32 %3, %4, !dbg !52
	ret i32 %5, !dbg !53
}

define dso_local noundef i32 @_Z4cellv__mgpu(i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) local_unnamed_addr #1 !dbg !72 {
0:
	%1 = tail call noundef i32 @_Z3rowv__mgpu(i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) #5, !dbg !83
	%2 = tail call noundef i32 @_Z5widthv__mgpu(i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) #5, !dbg !89
	%3 = mul nsw i32 %2, %1, !dbg !90
	%4 = tail call noundef i32 @_Z3colv__mgpu(i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) #5, !dbg !101
	%5 = add nsw i32 %3, %4, !dbg !102
	ret i32 %5, !dbg !103
}

define dso_local noundef i32 @_Z5clampii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 !dbg !54 {
2:
	%3 = icmp slt i32 %0, %1, !dbg !55
	%4 = add nsw i32 %1, -1, !dbg !56
	%5 = select i1 %3, i32 %0, i32 %4, !dbg !56
	ret i32 %5, !dbg !57
}

define dso_local void @_Z9index_mapiPi(i32 noundef %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #3 !dbg !58 {
2:
	%3 = tail call noundef i32 @_Z4cellv() #6, !dbg !59
	%4 = icmp slt i32 %3, %0, !dbg !60
	br i1 %4, label %5, label %10, !dbg !61

5:
	%6 = sext i32 %3 to i64, !dbg !62
	%7 = getelementptr inbounds i32, i32* %1, i64 %6, !dbg !62
	%8 = mul nsw i32 %3, 3, !dbg !63
	%9 = tail call noundef i32 @_Z5clampii(i32 noundef %8, i32 noundef %0) #5, !dbg !64
	store i32 %9, i32* %7, align 4, !dbg !65, !tbaa !66
	br label %10, !dbg !62

10:
	ret void, !dbg !70
}

define dso_local void @_Z9index_mapiPi__mgpu(i32 noundef %0, i32* nocapture noundef writeonly %1, i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) local_unnamed_addr #3 !dbg !71 {
2:
	%3 = tail call noundef i32 @_Z4cellv__mgpu(i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) #6, !dbg !104
	%4 = icmp slt i32 %3, %0, !dbg !105
	br i1 %4, label %5, label %10, !dbg !106

5:
	%6 = sext i32 %3 to i64, !dbg !107
	%7 = getelementptr inbounds i32, i32* %1, i64 %6, !dbg !107
	%8 = mul nsw i32 %3, 3, !dbg !108
	%9 = tail call noundef i32 @_Z5clampii(i32 noundef %8, i32 noundef %0) #5, !dbg !109
	store i32 %9, i32* %7, align 4, !dbg !110, !tbaa !66
	br label %10, !dbg !107

10:
	ret void, !dbg !111
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

attributes #0 = { mustprogress nofree noinline nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { convergent mustprogress nofree noinline nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #3 = { convergent mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!6}
!llvm.ident = !{!9}
!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!nvvm.annotations = !{!8, !112}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, emissionKind: DebugDirectivesOnly, nameTableKind: None)
!7 = !DIFile(filename: "testdata/devfunc.cu", directory: ".")
!8 = !{void (i32, i32*)* @_Z9index_mapiPi, !"kernel", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "row", scope: !7, file: !7, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 67, column: 3, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !15, file: !15, line: 67, type: !11, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!15 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: "")
!16 = distinct !DILocation(line: 6, column: 44, scope: !10)
!17 = !DILocation(line: 80, column: 3, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !15, file: !15, line: 80, type: !11, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!19 = distinct !DILocation(line: 6, column: 57, scope: !10)
!20 = !DILocation(line: 6, column: 55, scope: !10)
!21 = !DILocation(line: 54, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !15, file: !15, line: 54, type: !11, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!23 = distinct !DILocation(line: 6, column: 70, scope: !10)
!24 = !DILocation(line: 6, column: 68, scope: !10)
!25 = !DILocation(line: 6, column: 37, scope: !10)
!26 = distinct !DISubprogram(name: "col", scope: !7, file: !7, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!27 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 66, type: !11, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!29 = distinct !DILocation(line: 7, column: 44, scope: !26)
!30 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 79, type: !11, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!32 = distinct !DILocation(line: 7, column: 57, scope: !26)
!33 = !DILocation(line: 7, column: 55, scope: !26)
!34 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 53, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!36 = distinct !DILocation(line: 7, column: 70, scope: !26)
!37 = !DILocation(line: 7, column: 68, scope: !26)
!38 = !DILocation(line: 7, column: 37, scope: !26)
!39 = distinct !DISubprogram(name: "width", scope: !7, file: !7, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!40 = !DILocation(line: 92, column: 3, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 92, type: !11, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!42 = distinct !DILocation(line: 8, column: 46, scope: !39)
!43 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !44)
!44 = distinct !DILocation(line: 8, column: 58, scope: !39)
!45 = !DILocation(line: 8, column: 56, scope: !39)
!46 = !DILocation(line: 8, column: 39, scope: !39)
!47 = distinct !DISubprogram(name: "cell", scope: !7, file: !7, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!48 = !DILocation(line: 9, column: 45, scope: !47)
!49 = !DILocation(line: 9, column: 53, scope: !47)
!50 = !DILocation(line: 9, column: 51, scope: !47)
!51 = !DILocation(line: 9, column: 63, scope: !47)
!52 = !DILocation(line: 9, column: 61, scope: !47)
!53 = !DILocation(line: 9, column: 38, scope: !47)
!54 = distinct !DISubprogram(name: "clamp", scope: !7, file: !7, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!55 = !DILocation(line: 10, column: 61, scope: !54)
!56 = !DILocation(line: 10, column: 59, scope: !54)
!57 = !DILocation(line: 10, column: 52, scope: !54)
!58 = distinct !DISubprogram(name: "index_map", scope: !7, file: !7, line: 12, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!59 = !DILocation(line: 13, column: 11, scope: !58)
!60 = !DILocation(line: 14, column: 9, scope: !58)
!61 = !DILocation(line: 14, column: 7, scope: !58)
!62 = !DILocation(line: 15, column: 5, scope: !58)
!63 = !DILocation(line: 15, column: 22, scope: !58)
!64 = !DILocation(line: 15, column: 14, scope: !58)
!65 = !DILocation(line: 15, column: 12, scope: !58)
!66 = !{!67, !67, i64 0}
!67 = !{!"int", !68, i64 0}
!68 = !{!"omnipotent char", !69, i64 0}
!69 = !{!"Simple C++ TBAA"}
!70 = !DILocation(line: 16, column: 1, scope: !58)
!71 = distinct !DISubprogram(name: "index_map", scope: !7, file: !7, line: 12, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!72 = distinct !DISubprogram(name: "cell", scope: !7, file: !7, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!73 = distinct !DISubprogram(name: "row", scope: !7, file: !7, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!74 = distinct !DILocation(line: 6, column: 44, scope: !73)
!75 = !DILocation(line: 67, column: 3, scope: !14, inlinedAt: !74)
!76 = distinct !DILocation(line: 6, column: 57, scope: !73)
!77 = !DILocation(line: 80, column: 3, scope: !18, inlinedAt: !76)
!78 = !DILocation(line: 6, column: 55, scope: !73)
!79 = distinct !DILocation(line: 6, column: 70, scope: !73)
!80 = !DILocation(line: 54, column: 3, scope: !22, inlinedAt: !79)
!81 = !DILocation(line: 6, column: 68, scope: !73)
!82 = !DILocation(line: 6, column: 37, scope: !73)
!83 = !DILocation(line: 9, column: 45, scope: !72)
!84 = distinct !DISubprogram(name: "width", scope: !7, file: !7, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!85 = distinct !DILocation(line: 8, column: 58, scope: !84)
!86 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !85)
!87 = !DILocation(line: 8, column: 56, scope: !84)
!88 = !DILocation(line: 8, column: 39, scope: !84)
!89 = !DILocation(line: 9, column: 53, scope: !72)
!90 = !DILocation(line: 9, column: 51, scope: !72)
!91 = distinct !DISubprogram(name: "col", scope: !7, file: !7, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!92 = distinct !DILocation(line: 7, column: 44, scope: !91)
!93 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !92)
!94 = distinct !DILocation(line: 7, column: 57, scope: !91)
!95 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !94)
!96 = !DILocation(line: 7, column: 55, scope: !91)
!97 = distinct !DILocation(line: 7, column: 70, scope: !91)
!98 = !DILocation(line: 53, column: 3, scope: !35, inlinedAt: !97)
!99 = !DILocation(line: 7, column: 68, scope: !91)
!100 = !DILocation(line: 7, column: 37, scope: !91)
!101 = !DILocation(line: 9, column: 63, scope: !72)
!102 = !DILocation(line: 9, column: 61, scope: !72)
!103 = !DILocation(line: 9, column: 38, scope: !72)
!104 = !DILocation(line: 13, column: 11, scope: !71)
!105 = !DILocation(line: 14, column: 9, scope: !71)
!106 = !DILocation(line: 14, column: 7, scope: !71)
!107 = !DILocation(line: 15, column: 5, scope: !71)
!108 = !DILocation(line: 15, column: 22, scope: !71)
!109 = !DILocation(line: 15, column: 14, scope: !71)
!110 = !DILocation(line: 15, column: 12, scope: !71)
!111 = !DILocation(line: 16, column: 1, scope: !71)
!112 = !{void (i32, i32*, i32, i32, i32, i32, i32, i32)* @_Z9index_mapiPi__mgpu, !"kernel", i32 1}
