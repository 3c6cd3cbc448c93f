source_filename = "testdata/gridstride.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define dso_local void @_Z5scaleifPf(i32 noundef %0, float noundef %1, float* nocapture noundef %2) local_unnamed_addr #0 !dbg !10 {
3:
	%4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !13
	%5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !17
	%6 = mul i32 %4, %5, !dbg !20
	%7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !21
	%8 = add i32 %6, %7, !dbg !24
	%9 = icmp slt i32 %8, %0, !dbg !25
	br i1 %9, label %10, label %13, !dbg !26

10:
	%11 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2, !dbg !27
	%12 = mul i32 %5, %11
	br label %14, !dbg !26

13:
	ret void, !dbg !28

14:
	%15 = phi i32 [ %8, %10 ], [ %20, %14 ]
	%16 = sext i32 %15 to i64, !dbg !29
	%17 = getelementptr inbounds float, float* %2, i64 %16, !dbg !29
	%18 = load float, float* %17, align 4, !dbg !30, !tbaa !31
	%19 = fmul contract float %18, %1, !dbg !30
	store float %19, float* %17, align 4, !dbg !30, !tbaa !31
	%20 = add i32 %15, %12, !dbg !35
	%21 = icmp slt i32 %20, %0, !dbg !25
	br i1 %21, label %14, label %13, !dbg !26, !llvm.loop !36
}

define dso_local void @_Z5scaleifPf__mgpu(i32 noundef %0, float noundef %1, float* nocapture noundef %2, i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) local_unnamed_addr #0 !dbg !39 {
3:
	%4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !41
	%5 = add i32 %4, %mgpu.off.x, !dbg !41
	%6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !43
	%7 = mul i32 %5, %6, !dbg !44
	%8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !46
	%9 = add i32 %7, %8, !dbg !47
	%10 = icmp slt i32 %9, %0, !dbg !48
	br i1 %10, label %11, label %13, !dbg !49

11:
	%12 = mul i32 %6, %mgpu.grid.x
	br label %14, !dbg !49

13:
	ret void, !dbg !50

14:
	%15 = phi i32 [ %9, %11 ], [ %20, %14 ]
	%16 = sext i32 %15 to i64, !dbg !51
	%17 = getelementptr inbounds float, float* %2, i64 %16, !dbg !51
	%18 = load float, float* %17, align 4, !dbg !52, !tbaa !31
	%19 = fmul contract float %18, %1, !dbg !52
	store float %19, float* %17, align 4, !dbg !52, !tbaa !31
	%20 = add i32 %15, %12, !dbg !53
	%21 = icmp slt i32 %20, %0, !dbg !48
	br i1 %21, label %14, label %13, !dbg !49, !llvm.loop !55
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!6}
!llvm.ident = !{!9}
!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!nvvm.annotations = !{!8, !56}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, emissionKind: DebugDirectivesOnly, nameTableKind: None)
!7 = !DIFile(filename: "testdata/gridstride.cu", directory: ".")
!8 = !{void (i32, float, float*)* @_Z5scaleifPf, !"kernel", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "scale", scope: !7, file: !7, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 66, column: 3, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 66, type: !11, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!15 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: "")
!16 = distinct !DILocation(line: 6, column: 16, scope: !10)
!17 = !DILocation(line: 79, column: 3, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 79, type: !11, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!19 = distinct !DILocation(line: 6, column: 29, scope: !10)
!20 = !DILocation(line: 6, column: 27, scope: !10)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 53, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!23 = distinct !DILocation(line: 6, column: 42, scope: !10)
!24 = !DILocation(line: 6, column: 40, scope: !10)
!25 = !DILocation(line: 6, column: 57, scope: !10)
!26 = !DILocation(line: 6, column: 3, scope: !10)
!27 = !DILocation(scope: !10)
!28 = !DILocation(line: 8, column: 1, scope: !10)
!29 = !DILocation(line: 7, column: 5, scope: !10)
!30 = !DILocation(line: 7, column: 10, scope: !10)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 6, column: 64, scope: !10)
!36 = distinct !{!36, !26, !37, !38}
!37 = !DILocation(line: 7, column: 13, scope: !10)
!38 = !{!"llvm.loop.mustprogress"}
!39 = distinct !DISubprogram(name: "scale", scope: !7, file: !7, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !12)
!40 = distinct !DILocation(line: 6, column: 16, scope: !39)
!41 = !DILocation(line: 66, column: 3, scope: !14, inlinedAt: !40)
!42 = distinct !DILocation(line: 6, column: 29, scope: !39)
!43 = !DILocation(line: 79, column: 3, scope: !18, inlinedAt: !42)
!44 = !DILocation(line: 6, column: 27, scope: !39)
!45 = distinct !DILocation(line: 6, column: 42, scope: !39)
!46 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !45)
!47 = !DILocation(line: 6, column: 40, scope: !39)
!48 = !DILocation(line: 6, column: 57, scope: !39)
!49 = !DILocation(line: 6, column: 3, scope: !39)
!50 = !DILocation(line: 8, column: 1, scope: !39)
!51 = !DILocation(line: 7, column: 5, scope: !39)
!52 = !DILocation(line: 7, column: 10, scope: !39)
!53 = !DILocation(line: 6, column: 64, scope: !39)
!54 = !DILocation(line: 7, column: 13, scope: !39)
!55 = distinct !{!55, !49, !54, !38}
!56 = !{void (i32, float, float*, i32, i32, i32, i32, i32, i32)* @_Z5scaleifPf__mgpu, !"kernel", i32 1}
