source_filename = "testdata/griddim.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define dso_local void @_Z9block_idsPi(i32* nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !10 {
1:
	%2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2, !dbg !13
	%3 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2, !dbg !17
	%4 = mul i32 %2, %3, !dbg !20
	%5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !21
	%6 = add i32 %4, %5, !dbg !24
	%7 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2, !dbg !25
	%8 = mul i32 %6, %7, !dbg !28
	%9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !29
	%10 = add i32 %8, %9, !dbg !32
	%11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !33
	%12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !36
	%13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !39
	%14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !42
	%15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2, !dbg !45
	%16 = mul nsw i32 %10, 1000, !dbg !48
	%17 = mul i32 %7, %3, !dbg !49
	%18 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #2, !dbg !50
	%19 = mul i32 %17, %18, !dbg !53
	%20 = add nsw i32 %16, %19, !dbg !54
	%21 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2, !dbg !55
	%22 = mul i32 %10, %21, !dbg !58
	%23 = add i32 %22, %15
	%24 = mul i32 %23, %14
	%25 = add i32 %24, %13
	%26 = mul i32 %25, %12
	%27 = add i32 %26, %11, !dbg !59
	%28 = zext i32 %27 to i64, !dbg !60
	%29 = getelementptr inbounds i32, i32* %0, i64 %28, !dbg !60
	store i32 %20, i32* %29, align 4, !dbg !61, !tbaa !62
	ret void, !dbg !66
}

define dso_local void @_Z9block_idsPi__mgpu(i32* nocapture noundef writeonly %0, i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) local_unnamed_addr #0 !dbg !67 {
1:
	%2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2, !dbg !69
	%3 = add i32 %2, %mgpu.off.z, !dbg !69
	%4 = mul i32 %3, %mgpu.grid.y, !dbg !70
	%5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2, !dbg !72
	%6 = add i32 %5, %mgpu.off.y, !dbg !72
	%7 = add i32 %4, %6, !dbg !73
	%8 = mul i32 %7, %mgpu.grid.x, !dbg !74
	%9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !76
	%10 = add i32 %9, %mgpu.off.x, !dbg !76
	%11 = add i32 %8, %10, !dbg !77
	%12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !79
	%13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !81
	%14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2, !dbg !83
	%15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2, !dbg !85
	%16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2, !dbg !87
	%17 = mul nsw i32 %11, 1000, !dbg !88
	%18 = mul i32 %mgpu.grid.x, %mgpu.grid.y, !dbg !89
	%19 = mul i32 %18, %mgpu.grid.z, !dbg !90
	%20 = add nsw i32 %17, %19, !dbg !91
	%21 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2, !dbg !93
	%22 = mul i32 %11, %21, !dbg !94
	%23 = add i32 %22, %16
	%24 = mul i32 %23, %15
	%25 = add i32 %24, %14
	%26 = mul i32 %25, %13
	%27 = add i32 %26, %12, !dbg !95
	%28 = zext i32 %27 to i64, !dbg !96
	%29 = getelementptr inbounds i32, i32* %0, i64 %28, !dbg !96
	store i32 %20, i32* %29, align 4, !dbg !97, !tbaa !62
	ret void, !dbg !98
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #1

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!6}
!llvm.ident = !{!9}
!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!nvvm.annotations = !{!8, !99}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, emissionKind: DebugDirectivesOnly, nameTableKind: None)
!7 = !DIFile(filename: "testdata/griddim.cu", directory: ".")
!8 = !{void (i32*)* @_Z9block_idsPi, !"kernel", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "block_ids", scope: !7, file: !7, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 68, column: 3, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !15, file: !15, line: 68, type: !11, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!15 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: "")
!16 = distinct !DILocation(line: 5, column: 12, scope: !10)
!17 = !DILocation(line: 93, column: 3, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !15, file: !15, line: 93, type: !11, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!19 = distinct !DILocation(line: 5, column: 25, scope: !10)
!20 = !DILocation(line: 5, column: 23, scope: !10)
!21 = !DILocation(line: 67, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !15, file: !15, line: 67, type: !11, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!23 = distinct !DILocation(line: 5, column: 37, scope: !10)
!24 = !DILocation(line: 5, column: 35, scope: !10)
!25 = !DILocation(line: 92, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 92, type: !11, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!27 = distinct !DILocation(line: 5, column: 51, scope: !10)
!28 = !DILocation(line: 5, column: 49, scope: !10)
!29 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 66, type: !11, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!31 = distinct !DILocation(line: 5, column: 63, scope: !10)
!32 = !DILocation(line: 5, column: 61, scope: !10)
!33 = !DILocation(line: 53, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 53, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!35 = distinct !DILocation(line: 6, column: 11, scope: !10)
!36 = !DILocation(line: 79, column: 3, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 79, type: !11, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!38 = distinct !DILocation(line: 6, column: 25, scope: !10)
!39 = !DILocation(line: 54, column: 3, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !15, file: !15, line: 54, type: !11, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!41 = distinct !DILocation(line: 6, column: 39, scope: !10)
!42 = !DILocation(line: 80, column: 3, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !15, file: !15, line: 80, type: !11, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!44 = distinct !DILocation(line: 6, column: 53, scope: !10)
!45 = !DILocation(line: 55, column: 3, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !15, file: !15, line: 55, type: !11, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!47 = distinct !DILocation(line: 6, column: 66, scope: !10)
!48 = !DILocation(line: 7, column: 57, scope: !10)
!49 = !DILocation(line: 7, column: 82, scope: !10)
!50 = !DILocation(line: 94, column: 3, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !15, file: !15, line: 94, type: !11, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!52 = distinct !DILocation(line: 7, column: 96, scope: !10)
!53 = !DILocation(line: 7, column: 94, scope: !10)
!54 = !DILocation(line: 7, column: 64, scope: !10)
!55 = !DILocation(line: 81, column: 3, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !15, file: !15, line: 81, type: !11, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!57 = distinct !DILocation(line: 7, column: 37, scope: !10)
!58 = !DILocation(line: 7, column: 35, scope: !10)
!59 = !DILocation(line: 7, column: 48, scope: !10)
!60 = !DILocation(line: 7, column: 3, scope: !10)
!61 = !DILocation(line: 7, column: 53, scope: !10)
!62 = !{!63, !63, i64 0}
!63 = !{!"int", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C++ TBAA"}
!66 = !DILocation(line: 8, column: 1, scope: !10)
!67 = distinct !DISubprogram(name: "block_ids", scope: !7, file: !7, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!68 = distinct !DILocation(line: 5, column: 12, scope: !67)
!69 = !DILocation(line: 68, column: 3, scope: !14, inlinedAt: !68)
!70 = !DILocation(line: 5, column: 23, scope: !67)
!71 = distinct !DILocation(line: 5, column: 37, scope: !67)
!72 = !DILocation(line: 67, column: 3, scope: !22, inlinedAt: !71)
!73 = !DILocation(line: 5, column: 35, scope: !67)
!74 = !DILocation(line: 5, column: 49, scope: !67)
!75 = distinct !DILocation(line: 5, column: 63, scope: !67)
!76 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !75)
!77 = !DILocation(line: 5, column: 61, scope: !67)
!78 = distinct !DILocation(line: 6, column: 11, scope: !67)
!79 = !DILocation(line: 53, column: 3, scope: !34, inlinedAt: !78)
!80 = distinct !DILocation(line: 6, column: 25, scope: !67)
!81 = !DILocation(line: 79, column: 3, scope: !37, inlinedAt: !80)
!82 = distinct !DILocation(line: 6, column: 39, scope: !67)
!83 = !DILocation(line: 54, column: 3, scope: !40, inlinedAt: !82)
!84 = distinct !DILocation(line: 6, column: 53, scope: !67)
!85 = !DILocation(line: 80, column: 3, scope: !43, inlinedAt: !84)
!86 = distinct !DILocation(line: 6, column: 66, scope: !67)
!87 = !DILocation(line: 55, column: 3, scope: !46, inlinedAt: !86)
!88 = !DILocation(line: 7, column: 57, scope: !67)
!89 = !DILocation(line: 7, column: 82, scope: !67)
!90 = !DILocation(line: 7, column: 94, scope: !67)
!91 = !DILocation(line: 7, column: 64, scope: !67)
!92 = distinct !DILocation(line: 7, column: 37, scope: !67)
!93 = !DILocation(line: 81, column: 3, scope: !56, inlinedAt: !92)
!94 = !DILocation(line: 7, column: 35, scope: !67)
!95 = !DILocation(line: 7, column: 48, scope: !67)
!96 = !DILocation(line: 7, column: 3, scope: !67)
!97 = !DILocation(line: 7, column: 53, scope: !67)
!98 = !DILocation(line: 8, column: 1, scope: !67)
!99 = !{void (i32*, i32, i32, i32, i32, i32, i32)* @_Z9block_idsPi__mgpu, !"kernel", i32 1}
