source_filename = "testdata/vec1d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define dso_local void @_Z5saxpyifPKfPf(i32 noundef %0, float noundef %1, float* nocapture noundef readonly %2, float* nocapture noundef %3) local_unnamed_addr #0 !dbg !11 {
4:
	%5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !14
	%6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !18
	%7 = mul i32 %5, %6, !dbg !21
	%8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !22
	%9 = add i32 %7, %8, !dbg !25
	%10 = icmp slt i32 %9, %0, !dbg !26
	br i1 %10, label %11, label %19, !dbg !27

11:
	%12 = sext i32 %9 to i64, !dbg !28
	%13 = getelementptr inbounds float, float* %2, i64 %12, !dbg !28
	%14 = load float, float* %13, align 4, !dbg !28, !tbaa !29
	%15 = fmul contract float %14, %1, !dbg !33
	%16 = getelementptr inbounds float, float* %3, i64 %12, !dbg !34
	%17 = load float, float* %16, align 4, !dbg !34, !tbaa !29
	%18 = fadd contract float %15, %17, !dbg !35
	store float %18, float* %16, align 4, !dbg !36, !tbaa !29
	br label %19, !dbg !37

19:
	ret void, !dbg !38
}

define dso_local void @_Z5saxpyifPKfPf__mgpu(i32 noundef %0, float noundef %1, float* nocapture noundef readonly %2, float* nocapture noundef %3, i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) local_unnamed_addr #0 !dbg !53 {
4:
	%5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !55
	%6 = add i32 %5, %mgpu.off.x, !dbg !55
	%7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !57
	%8 = mul i32 %6, %7, !dbg !58
	%9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !60
	%10 = add i32 %8, %9, !dbg !61
	%11 = icmp slt i32 %10, %0, !dbg !62
	br i1 %11, label %12, label %20, !dbg !63

12:
	%13 = sext i32 %10 to i64, !dbg !64
	%14 = getelementptr inbounds float, float* %2, i64 %13, !dbg !64
	%15 = load float, float* %14, align 4, !dbg !64, !tbaa !29
	%16 = fmul contract float %15, %1, !dbg !65
	%17 = getelementptr inbounds float, float* %3, i64 %13, !dbg !66
	%18 = load float, float* %17, align 4, !dbg !66, !tbaa !29
	%19 = fadd contract float %16, %18, !dbg !67
	store float %19, float* %17, align 4, !dbg !68, !tbaa !29
	br label %20, !dbg !69

20:
	ret void, !dbg !70
}

define dso_local void @_Z4fillifPf(i32 noundef %0, float noundef %1, float* nocapture noundef writeonly %2) local_unnamed_addr #1 !dbg !39 {
3:
	%4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !40
	%5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !42
	%6 = mul i32 %4, %5, !dbg !44
	%7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !45
	%8 = add i32 %6, %7, !dbg !47
	%9 = icmp slt i32 %8, %0, !dbg !48
	br i1 %9, label %10, label %13, !dbg !49

10:
	%11 = sext i32 %8 to i64, !dbg !50
	%12 = getelementptr inbounds float, float* %2, i64 %11, !dbg !50
	store float %1, float* %12, align 4, !dbg !51, !tbaa !29
	br label %13, !dbg !50

13:
	ret void, !dbg !52
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!6}
!llvm.ident = !{!10}
!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!nvvm.annotations = !{!8, !9, !71}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, emissionKind: DebugDirectivesOnly, nameTableKind: None)
!7 = !DIFile(filename: "testdata/vec1d.cu", directory: ".")
!8 = !{void (i32, float, float*, float*)* @_Z5saxpyifPKfPf, !"kernel", i32 1}
!9 = !{void (i32, float, float*)* @_Z4fillifPf, !"kernel", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "saxpy", scope: !7, file: !7, line: 4, type: !12, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 66, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!16 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: "")
!17 = distinct !DILocation(line: 5, column: 11, scope: !11)
!18 = !DILocation(line: 79, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 79, type: !12, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!20 = distinct !DILocation(line: 5, column: 24, scope: !11)
!21 = !DILocation(line: 5, column: 22, scope: !11)
!22 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!24 = distinct !DILocation(line: 5, column: 37, scope: !11)
!25 = !DILocation(line: 5, column: 35, scope: !11)
!26 = !DILocation(line: 6, column: 9, scope: !11)
!27 = !DILocation(line: 6, column: 7, scope: !11)
!28 = !DILocation(line: 7, column: 16, scope: !11)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 7, column: 14, scope: !11)
!34 = !DILocation(line: 7, column: 23, scope: !11)
!35 = !DILocation(line: 7, column: 21, scope: !11)
!36 = !DILocation(line: 7, column: 10, scope: !11)
!37 = !DILocation(line: 7, column: 5, scope: !11)
!38 = !DILocation(line: 8, column: 1, scope: !11)
!39 = distinct !DISubprogram(name: "fill", scope: !7, file: !7, line: 11, type: !12, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!40 = !DILocation(line: 66, column: 3, scope: !15, inlinedAt: !41)
!41 = distinct !DILocation(line: 12, column: 11, scope: !39)
!42 = !DILocation(line: 79, column: 3, scope: !19, inlinedAt: !43)
!43 = distinct !DILocation(line: 12, column: 24, scope: !39)
!44 = !DILocation(line: 12, column: 22, scope: !39)
!45 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !46)
!46 = distinct !DILocation(line: 12, column: 37, scope: !39)
!47 = !DILocation(line: 12, column: 35, scope: !39)
!48 = !DILocation(line: 13, column: 9, scope: !39)
!49 = !DILocation(line: 13, column: 7, scope: !39)
!50 = !DILocation(line: 14, column: 5, scope: !39)
!51 = !DILocation(line: 14, column: 10, scope: !39)
!52 = !DILocation(line: 15, column: 1, scope: !39)
!53 = distinct !DISubprogram(name: "saxpy", scope: !7, file: !7, line: 4, type: !12, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!54 = distinct !DILocation(line: 5, column: 11, scope: !53)
!55 = !DILocation(line: 66, column: 3, scope: !15, inlinedAt: !54)
!56 = distinct !DILocation(line: 5, column: 24, scope: !53)
!57 = !DILocation(line: 79, column: 3, scope: !19, inlinedAt: !56)
!58 = !DILocation(line: 5, column: 22, scope: !53)
!59 = distinct !DILocation(line: 5, column: 37, scope: !53)
!60 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !59)
!61 = !DILocation(line: 5, column: 35, scope: !53)
!62 = !DILocation(line: 6, column: 9, scope: !53)
!63 = !DILocation(line: 6, column: 7, scope: !53)
!64 = !DILocation(line: 7, column: 16, scope: !53)
!65 = !DILocation(line: 7, column: 14, scope: !53)
!66 = !DILocation(line: 7, column: 23, scope: !53)
!67 = !DILocation(line: 7, column: 21, scope: !53)
!68 = !DILocation(line: 7, column: 10, scope: !53)
!69 = !DILocation(line: 7, column: 5, scope: !53)
!70 = !DILocation(line: 8, column: 1, scope: !53)
!71 = !{void (i32, float, float*, float*, i32, i32, i32, i32, i32, i32)* @_Z5saxpyifPKfPf__mgpu, !"kernel", i32 1}
