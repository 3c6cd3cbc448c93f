source_filename = "testdata/features.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12mirror_tilesPKfPfiiE4tile = internal unnamed_addr addrspace(3) global [8 x [9 x float]] undef, align 4

define dso_local void @_Z12mirror_tilesPKfPfii(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
4:
	%5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !15
	%6 = shl i32 %5, 3, !dbg !19
	%7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !20
	%8 = add i32 %6, %7, !dbg !23
	%9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4, !dbg !24
	%10 = shl i32 %9, 3, !dbg !27
	%11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4, !dbg !28
	%12 = add i32 %10, %11, !dbg !31
	%13 = icmp slt i32 %12, %2, !dbg !32
	%14 = icmp slt i32 %8, %3
	%15 = and i1 %13, %14, !dbg !33
	br i1 %15, label %16, label %26, !dbg !33

16:
	%17 = mul nsw i32 %12, %3, !dbg !34
	%18 = add nsw i32 %17, %8, !dbg !35
	%19 = sext i32 %18 to i64, !dbg !36
	%20 = getelementptr inbounds float, float* %0, i64 %19, !dbg !36
	%21 = load float, float* %20, align 4, !dbg !36, !tbaa !37
	%22 = zext i32 %11 to i64, !dbg !41
	%23 = zext i32 %7 to i64, !dbg !41
	%24 = getelementptr inbounds [8 x [9 x float]], [8 x [9 x float]] addrspace(3)* @_ZZ12mirror_tilesPKfPfiiE4tile, i64 0, i64 %22, i64 %23, !dbg !41
	%25 = addrspacecast float addrspace(3)* %24 to float*, !dbg !41
	store float %21, float* %25, align 4, !dbg !42, !tbaa !37
	br label %26, !dbg !41

26:
	tail call void @llvm.nvvm.barrier0(), !dbg !43
	%27 = sub i32 7, %11, !dbg !44
	%28 = add i32 %10, %27, !dbg !45
	%29 = icmp slt i32 %28, %2
	%30 = and i1 %29, %15, !dbg !46
	br i1 %30, label %31, label %41, !dbg !46

31:
	%32 = zext i32 %27 to i64, !dbg !47
	%33 = zext i32 %7 to i64, !dbg !47
	%34 = getelementptr inbounds [8 x [9 x float]], [8 x [9 x float]] addrspace(3)* @_ZZ12mirror_tilesPKfPfiiE4tile, i64 0, i64 %32, i64 %33, !dbg !47
	%35 = addrspacecast float addrspace(3)* %34 to float*, !dbg !47
	%36 = load float, float* %35, align 4, !dbg !47, !tbaa !37
	%37 = mul nsw i32 %12, %3, !dbg !48
	%38 = add nsw i32 %37, %8, !dbg !49
	%39 = sext i32 %38 to i64, !dbg !50
	%40 = getelementptr inbounds float, float* %1, i64 %39, !dbg !50
	store float %36, float* %40, align 4, !dbg !51, !tbaa !37
	br label %41, !dbg !50

41:
	ret void, !dbg !52
}

define dso_local void @_Z12mirror_tilesPKfPfii__mgpu(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) local_unnamed_addr #0 !dbg !169 {
4:
	%5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !171
	%6 = add i32 %5, %mgpu.off.x, !dbg !171
	%7 = shl i32 %6, 3, !dbg !172
	%8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !174
	%9 = add i32 %7, %8, !dbg !175
	%10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4, !dbg !177
	%11 = add i32 %10, %mgpu.off.y, !dbg !177
	%12 = shl i32 %11, 3, !dbg !178
	%13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4, !dbg !180
	%14 = add i32 %12, %13, !dbg !181
	%15 = icmp slt i32 %14, %2, !dbg !182
	%16 = icmp slt i32 %9, %3
	%17 = and i1 %15, %16, !dbg !183
	br i1 %17, label %18, label %28, !dbg !183

18:
	%19 = mul nsw i32 %14, %3, !dbg !184
	%20 = add nsw i32 %19, %9, !dbg !185
	%21 = sext i32 %20 to i64, !dbg !186
	%22 = getelementptr inbounds float, float* %0, i64 %21, !dbg !186
	%23 = load float, float* %22, align 4, !dbg !186, !tbaa !37
	%24 = zext i32 %13 to i64, !dbg !187
	%25 = zext i32 %8 to i64, !dbg !187
	%26 = getelementptr inbounds [8 x [9 x float]], [8 x [9 x float]] addrspace(3)* @_ZZ12mirror_tilesPKfPfiiE4tile, i64 0, i64 %24, i64 %25, !dbg !187
	%27 = addrspacecast float addrspace(3)* %26 to float*, !dbg !187
	store float %23, float* %27, align 4, !dbg !188, !tbaa !37
	br label %28, !dbg !187

28:
	tail call void @llvm.nvvm.barrier0(), !dbg !189
	%29 = sub i32 7, %13, !dbg !190
	%30 = add i32 %12, %29, !dbg !191
	%31 = icmp slt i32 %30, %2
	%32 = and i1 %31, %17, !dbg !192
	br i1 %32, label %33, label %43, !dbg !192

33:
	%34 = zext i32 %29 to i64, !dbg !193
	%35 = zext i32 %8 to i64, !dbg !193
	%36 = getelementptr inbounds [8 x [9 x float]], [8 x [9 x float]] addrspace(3)* @_ZZ12mirror_tilesPKfPfiiE4tile, i64 0, i64 %34, i64 %35, !dbg !193
	%37 = addrspacecast float addrspace(3)* %36 to float*, !dbg !193
	%38 = load float, float* %37, align 4, !dbg !193, !tbaa !37
	%39 = mul nsw i32 %14, %3, !dbg !194
	%40 = add nsw i32 %39, %9, !dbg !195
	%41 = sext i32 %40 to i64, !dbg !196
	%42 = getelementptr inbounds float, float* %1, i64 %41, !dbg !196
	store float %38, float* %42, align 4, !dbg !197, !tbaa !37
	br label %43, !dbg !196

43:
	ret void, !dbg !198
}

declare void @llvm.nvvm.barrier0() #1

define dso_local void @_Z12depth_weightPKfPfiii(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !dbg !53 {
5:
	%6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !54
	%7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !56
	%8 = mul i32 %6, %7, !dbg !59
	%9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !60
	%10 = add i32 %8, %9, !dbg !62
	%11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4, !dbg !63
	%12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4, !dbg !65
	%13 = mul i32 %11, %12, !dbg !68
	%14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4, !dbg !69
	%15 = add i32 %13, %14, !dbg !71
	%16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #4, !dbg !72
	%17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4, !dbg !75
	%18 = mul i32 %16, %17, !dbg !78
	%19 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4, !dbg !79
	%20 = add i32 %18, %19, !dbg !82
	%21 = icmp slt i32 %10, %2, !dbg !83
	%22 = icmp slt i32 %15, %3
	%23 = and i1 %21, %22, !dbg !84
	%24 = icmp slt i32 %20, %4
	%25 = and i1 %23, %24, !dbg !84
	br i1 %25, label %26, label %41, !dbg !84

26:
	%27 = mul nsw i32 %20, %3, !dbg !85
	%28 = add nsw i32 %27, %15, !dbg !86
	%29 = mul nsw i32 %28, %2, !dbg !87
	%30 = add nsw i32 %29, %10, !dbg !88
	%31 = sext i32 %30 to i64, !dbg !89
	%32 = getelementptr inbounds float, float* %0, i64 %31, !dbg !89
	%33 = load float, float* %32, align 4, !dbg !89, !tbaa !37
	%34 = add nsw i32 %20, 1, !dbg !90
	%35 = sitofp i32 %34 to float, !dbg !91
	%36 = fmul contract float %33, %35, !dbg !92
	%37 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #4, !dbg !93
	%38 = uitofp i32 %37 to float, !dbg !96
	%39 = fadd contract float %36, %38, !dbg !97
	%40 = getelementptr inbounds float, float* %1, i64 %31, !dbg !98
	store float %39, float* %40, align 4, !dbg !99, !tbaa !37
	br label %41, !dbg !100

41:
	ret void, !dbg !101
}

define dso_local void @_Z12depth_weightPKfPfiii__mgpu(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) local_unnamed_addr #2 !dbg !127 {
5:
	%6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !129
	%7 = add i32 %6, %mgpu.off.x, !dbg !129
	%8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !131
	%9 = mul i32 %7, %8, !dbg !132
	%10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !134
	%11 = add i32 %9, %10, !dbg !135
	%12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4, !dbg !137
	%13 = add i32 %12, %mgpu.off.y, !dbg !137
	%14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4, !dbg !139
	%15 = mul i32 %13, %14, !dbg !140
	%16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4, !dbg !142
	%17 = add i32 %15, %16, !dbg !143
	%18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #4, !dbg !145
	%19 = add i32 %18, %mgpu.off.z, !dbg !145
	%20 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #4, !dbg !147
	%21 = mul i32 %19, %20, !dbg !148
	%22 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #4, !dbg !150
	%23 = add i32 %21, %22, !dbg !151
	%24 = icmp slt i32 %11, %2, !dbg !152
	%25 = icmp slt i32 %17, %3
	%26 = and i1 %24, %25, !dbg !153
	%27 = icmp slt i32 %23, %4
	%28 = and i1 %26, %27, !dbg !153
	br i1 %28, label %29, label %43, !dbg !153

29:
	%30 = mul nsw i32 %23, %3, !dbg !154
	%31 = add nsw i32 %30, %17, !dbg !155
	%32 = mul nsw i32 %31, %2, !dbg !156
	%33 = add nsw i32 %32, %11, !dbg !157
	%34 = sext i32 %33 to i64, !dbg !158
	%35 = getelementptr inbounds float, float* %0, i64 %34, !dbg !158
	%36 = load float, float* %35, align 4, !dbg !158, !tbaa !37
	%37 = add nsw i32 %23, 1, !dbg !159
	%38 = sitofp i32 %37 to float, !dbg !160
	%39 = fmul contract float %36, %38, !dbg !161
	%40 = uitofp i32 %mgpu.grid.z to float, !dbg !162
	%41 = fadd contract float %39, %40, !dbg !163
	%42 = getelementptr inbounds float, float* %1, i64 %34, !dbg !164
	store float %41, float* %42, align 4, !dbg !165, !tbaa !37
	br label %43, !dbg !166

43:
	ret void, !dbg !167
}

define dso_local void @_Z6lerp64PKdPdld(double* nocapture noundef readonly %0, double* nocapture noundef %1, i64 noundef %2, double noundef %3) local_unnamed_addr #2 !dbg !102 {
4:
	%5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !103
	%6 = zext i32 %5 to i64, !dbg !105
	%7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !106
	%8 = zext i32 %7 to i64, !dbg !108
	%9 = mul nuw nsw i64 %6, %8, !dbg !109
	%10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !110
	%11 = zext i32 %10 to i64, !dbg !112
	%12 = add nuw nsw i64 %9, %11, !dbg !113
	%13 = icmp slt i64 %12, %2, !dbg !114
	br i1 %13, label %14, label %23, !dbg !115

14:
	%15 = fsub contract double 1.0, %3, !dbg !116
	%16 = getelementptr inbounds double, double* %1, i64 %12, !dbg !117
	%17 = load double, double* %16, align 8, !dbg !117, !tbaa !118
	%18 = fmul contract double %15, %17, !dbg !120
	%19 = getelementptr inbounds double, double* %0, i64 %12, !dbg !121
	%20 = load double, double* %19, align 8, !dbg !121, !tbaa !118
	%21 = fmul contract double %20, %3, !dbg !122
	%22 = fadd contract double %18, %21, !dbg !123
	store double %22, double* %16, align 8, !dbg !124, !tbaa !118
	br label %23, !dbg !125

23:
	ret void, !dbg !126
}

define dso_local void @_Z6lerp64PKdPdld__mgpu(double* nocapture noundef readonly %0, double* nocapture noundef %1, i64 noundef %2, double noundef %3, i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x) local_unnamed_addr #2 !dbg !200 {
4:
	%5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !202
	%6 = add i32 %5, %mgpu.off.x, !dbg !202
	%7 = zext i32 %6 to i64, !dbg !203
	%8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !205
	%9 = zext i32 %8 to i64, !dbg !206
	%10 = mul nuw nsw i64 %7, %9, !dbg !207
	%11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !209
	%12 = zext i32 %11 to i64, !dbg !210
	%13 = add nuw nsw i64 %10, %12, !dbg !211
	%14 = icmp slt i64 %13, %2, !dbg !212
	br i1 %14, label %15, label %24, !dbg !213

15:
	%16 = fsub contract double 1.0, %3, !dbg !214
	%17 = getelementptr inbounds double, double* %1, i64 %13, !dbg !215
	%18 = load double, double* %17, align 8, !dbg !215, !tbaa !118
	%19 = fmul contract double %16, %18, !dbg !216
	%20 = getelementptr inbounds double, double* %0, i64 %13, !dbg !217
	%21 = load double, double* %20, align 8, !dbg !217, !tbaa !118
	%22 = fmul contract double %21, %3, !dbg !218
	%23 = fadd contract double %19, %22, !dbg !219
	store double %23, double* %17, align 8, !dbg !220, !tbaa !118
	br label %24, !dbg !221

24:
	ret void, !dbg !222
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3

declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!6}
!llvm.ident = !{!11}
!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!nvvm.annotations = !{!8, !9, !10, !168, !199, !223}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, emissionKind: DebugDirectivesOnly, nameTableKind: None)
!7 = !DIFile(filename: "testdata/features.cu", directory: ".")
!8 = !{void (float*, float*, i32, i32)* @_Z12mirror_tilesPKfPfii, !"kernel", i32 1}
!9 = !{void (float*, float*, i32, i32, i32)* @_Z12depth_weightPKfPfiii, !"kernel", i32 1}
!10 = !{void (double*, double*, i64, double)* @_Z6lerp64PKdPdld, !"kernel", i32 1}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "mirror_tiles", scope: !7, file: !7, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!17 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 11, scope: !12)
!19 = !DILocation(line: 10, column: 22, scope: !12)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!22 = distinct !DILocation(line: 10, column: 31, scope: !12)
!23 = !DILocation(line: 10, column: 29, scope: !12)
!24 = !DILocation(line: 67, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!26 = distinct !DILocation(line: 10, column: 48, scope: !12)
!27 = !DILocation(line: 10, column: 59, scope: !12)
!28 = !DILocation(line: 54, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!30 = distinct !DILocation(line: 10, column: 68, scope: !12)
!31 = !DILocation(line: 10, column: 66, scope: !12)
!32 = !DILocation(line: 11, column: 9, scope: !12)
!33 = !DILocation(line: 11, column: 16, scope: !12)
!34 = !DILocation(line: 12, column: 43, scope: !12)
!35 = !DILocation(line: 12, column: 50, scope: !12)
!36 = !DILocation(line: 12, column: 38, scope: !12)
!37 = !{!38, !38, i64 0}
!38 = !{!"float", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !DILocation(line: 12, column: 5, scope: !12)
!42 = !DILocation(line: 12, column: 36, scope: !12)
!43 = !DILocation(line: 13, column: 3, scope: !12)
!44 = !DILocation(line: 14, column: 42, scope: !12)
!45 = !DILocation(line: 14, column: 30, scope: !12)
!46 = !DILocation(line: 15, column: 16, scope: !12)
!47 = !DILocation(line: 16, column: 25, scope: !12)
!48 = !DILocation(line: 16, column: 11, scope: !12)
!49 = !DILocation(line: 16, column: 18, scope: !12)
!50 = !DILocation(line: 16, column: 5, scope: !12)
!51 = !DILocation(line: 16, column: 23, scope: !12)
!52 = !DILocation(line: 17, column: 1, scope: !12)
!53 = distinct !DISubprogram(name: "depth_weight", scope: !7, file: !7, line: 20, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!54 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !55)
!55 = distinct !DILocation(line: 21, column: 11, scope: !53)
!56 = !DILocation(line: 79, column: 3, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!58 = distinct !DILocation(line: 21, column: 24, scope: !53)
!59 = !DILocation(line: 21, column: 22, scope: !53)
!60 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !61)
!61 = distinct !DILocation(line: 21, column: 37, scope: !53)
!62 = !DILocation(line: 21, column: 35, scope: !53)
!63 = !DILocation(line: 67, column: 3, scope: !25, inlinedAt: !64)
!64 = distinct !DILocation(line: 22, column: 11, scope: !53)
!65 = !DILocation(line: 80, column: 3, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!67 = distinct !DILocation(line: 22, column: 24, scope: !53)
!68 = !DILocation(line: 22, column: 22, scope: !53)
!69 = !DILocation(line: 54, column: 3, scope: !29, inlinedAt: !70)
!70 = distinct !DILocation(line: 22, column: 37, scope: !53)
!71 = !DILocation(line: 22, column: 35, scope: !53)
!72 = !DILocation(line: 68, column: 3, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 68, type: !13, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!74 = distinct !DILocation(line: 23, column: 11, scope: !53)
!75 = !DILocation(line: 81, column: 3, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 81, type: !13, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!77 = distinct !DILocation(line: 23, column: 24, scope: !53)
!78 = !DILocation(line: 23, column: 22, scope: !53)
!79 = !DILocation(line: 55, column: 3, scope: !80, inlinedAt: !81)
!80 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 55, type: !13, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!81 = distinct !DILocation(line: 23, column: 37, scope: !53)
!82 = !DILocation(line: 23, column: 35, scope: !53)
!83 = !DILocation(line: 24, column: 9, scope: !53)
!84 = !DILocation(line: 24, column: 14, scope: !53)
!85 = !DILocation(line: 25, column: 16, scope: !53)
!86 = !DILocation(line: 25, column: 21, scope: !53)
!87 = !DILocation(line: 25, column: 26, scope: !53)
!88 = !DILocation(line: 25, column: 31, scope: !53)
!89 = !DILocation(line: 26, column: 14, scope: !53)
!90 = !DILocation(line: 26, column: 25, scope: !53)
!91 = !DILocation(line: 26, column: 22, scope: !53)
!92 = !DILocation(line: 26, column: 20, scope: !53)
!93 = !DILocation(line: 94, column: 3, scope: !94, inlinedAt: !95)
!94 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 94, type: !13, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!95 = distinct !DILocation(line: 26, column: 32, scope: !53)
!96 = !DILocation(line: 26, column: 32, scope: !53)
!97 = !DILocation(line: 26, column: 30, scope: !53)
!98 = !DILocation(line: 26, column: 5, scope: !53)
!99 = !DILocation(line: 26, column: 12, scope: !53)
!100 = !DILocation(line: 27, column: 3, scope: !53)
!101 = !DILocation(line: 28, column: 1, scope: !53)
!102 = distinct !DISubprogram(name: "lerp64", scope: !7, file: !7, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!103 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !104)
!104 = distinct !DILocation(line: 32, column: 12, scope: !102)
!105 = !DILocation(line: 32, column: 12, scope: !102)
!106 = !DILocation(line: 79, column: 3, scope: !57, inlinedAt: !107)
!107 = distinct !DILocation(line: 32, column: 31, scope: !102)
!108 = !DILocation(line: 32, column: 31, scope: !102)
!109 = !DILocation(line: 32, column: 23, scope: !102)
!110 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !111)
!111 = distinct !DILocation(line: 32, column: 44, scope: !102)
!112 = !DILocation(line: 32, column: 44, scope: !102)
!113 = !DILocation(line: 32, column: 42, scope: !102)
!114 = !DILocation(line: 33, column: 9, scope: !102)
!115 = !DILocation(line: 33, column: 7, scope: !102)
!116 = !DILocation(line: 34, column: 17, scope: !102)
!117 = !DILocation(line: 34, column: 24, scope: !102)
!118 = !{!119, !119, i64 0}
!119 = !{!"double", !39, i64 0}
!120 = !DILocation(line: 34, column: 22, scope: !102)
!121 = !DILocation(line: 34, column: 35, scope: !102)
!122 = !DILocation(line: 34, column: 33, scope: !102)
!123 = !DILocation(line: 34, column: 29, scope: !102)
!124 = !DILocation(line: 34, column: 10, scope: !102)
!125 = !DILocation(line: 34, column: 5, scope: !102)
!126 = !DILocation(line: 35, column: 1, scope: !102)
!127 = distinct !DISubprogram(name: "depth_weight", scope: !7, file: !7, line: 20, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!128 = distinct !DILocation(line: 21, column: 11, scope: !127)
!129 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !128)
!130 = distinct !DILocation(line: 21, column: 24, scope: !127)
!131 = !DILocation(line: 79, column: 3, scope: !57, inlinedAt: !130)
!132 = !DILocation(line: 21, column: 22, scope: !127)
!133 = distinct !DILocation(line: 21, column: 37, scope: !127)
!134 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !133)
!135 = !DILocation(line: 21, column: 35, scope: !127)
!136 = distinct !DILocation(line: 22, column: 11, scope: !127)
!137 = !DILocation(line: 67, column: 3, scope: !25, inlinedAt: !136)
!138 = distinct !DILocation(line: 22, column: 24, scope: !127)
!139 = !DILocation(line: 80, column: 3, scope: !66, inlinedAt: !138)
!140 = !DILocation(line: 22, column: 22, scope: !127)
!141 = distinct !DILocation(line: 22, column: 37, scope: !127)
!142 = !DILocation(line: 54, column: 3, scope: !29, inlinedAt: !141)
!143 = !DILocation(line: 22, column: 35, scope: !127)
!144 = distinct !DILocation(line: 23, column: 11, scope: !127)
!145 = !DILocation(line: 68, column: 3, scope: !73, inlinedAt: !144)
!146 = distinct !DILocation(line: 23, column: 24, scope: !127)
!147 = !DILocation(line: 81, column: 3, scope: !76, inlinedAt: !146)
!148 = !DILocation(line: 23, column: 22, scope: !127)
!149 = distinct !DILocation(line: 23, column: 37, scope: !127)
!150 = !DILocation(line: 55, column: 3, scope: !80, inlinedAt: !149)
!151 = !DILocation(line: 23, column: 35, scope: !127)
!152 = !DILocation(line: 24, column: 9, scope: !127)
!153 = !DILocation(line: 24, column: 14, scope: !127)
!154 = !DILocation(line: 25, column: 16, scope: !127)
!155 = !DILocation(line: 25, column: 21, scope: !127)
!156 = !DILocation(line: 25, column: 26, scope: !127)
!157 = !DILocation(line: 25, column: 31, scope: !127)
!158 = !DILocation(line: 26, column: 14, scope: !127)
!159 = !DILocation(line: 26, column: 25, scope: !127)
!160 = !DILocation(line: 26, column: 22, scope: !127)
!161 = !DILocation(line: 26, column: 20, scope: !127)
!162 = !DILocation(line: 26, column: 32, scope: !127)
!163 = !DILocation(line: 26, column: 30, scope: !127)
!164 = !DILocation(line: 26, column: 5, scope: !127)
!165 = !DILocation(line: 26, column: 12, scope: !127)
!166 = !DILocation(line: 27, column: 3, scope: !127)
!167 = !DILocation(line: 28, column: 1, scope: !127)
!168 = !{void (float*, float*, i32, i32, i32, i32, i32, i32, i32, i32, i32)* @_Z12depth_weightPKfPfiii__mgpu, !"kernel", i32 1}
!169 = distinct !DISubprogram(name: "mirror_tiles", scope: !7, file: !7, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!170 = distinct !DILocation(line: 10, column: 11, scope: !169)
!171 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !170)
!172 = !DILocation(line: 10, column: 22, scope: !169)
!173 = distinct !DILocation(line: 10, column: 31, scope: !169)
!174 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !173)
!175 = !DILocation(line: 10, column: 29, scope: !169)
!176 = distinct !DILocation(line: 10, column: 48, scope: !169)
!177 = !DILocation(line: 67, column: 3, scope: !25, inlinedAt: !176)
!178 = !DILocation(line: 10, column: 59, scope: !169)
!179 = distinct !DILocation(line: 10, column: 68, scope: !169)
!180 = !DILocation(line: 54, column: 3, scope: !29, inlinedAt: !179)
!181 = !DILocation(line: 10, column: 66, scope: !169)
!182 = !DILocation(line: 11, column: 9, scope: !169)
!183 = !DILocation(line: 11, column: 16, scope: !169)
!184 = !DILocation(line: 12, column: 43, scope: !169)
!185 = !DILocation(line: 12, column: 50, scope: !169)
!186 = !DILocation(line: 12, column: 38, scope: !169)
!187 = !DILocation(line: 12, column: 5, scope: !169)
!188 = !DILocation(line: 12, column: 36, scope: !169)
!189 = !DILocation(line: 13, column: 3, scope: !169)
!190 = !DILocation(line: 14, column: 42, scope: !169)
!191 = !DILocation(line: 14, column: 30, scope: !169)
!192 = !DILocation(line: 15, column: 16, scope: !169)
!193 = !DILocation(line: 16, column: 25, scope: !169)
!194 = !DILocation(line: 16, column: 11, scope: !169)
!195 = !DILocation(line: 16, column: 18, scope: !169)
!196 = !DILocation(line: 16, column: 5, scope: !169)
!197 = !DILocation(line: 16, column: 23, scope: !169)
!198 = !DILocation(line: 17, column: 1, scope: !169)
!199 = !{void (float*, float*, i32, i32, i32, i32, i32, i32, i32, i32)* @_Z12mirror_tilesPKfPfii__mgpu, !"kernel", i32 1}
!200 = distinct !DISubprogram(name: "lerp64", scope: !7, file: !7, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!201 = distinct !DILocation(line: 32, column: 12, scope: !200)
!202 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !201)
!203 = !DILocation(line: 32, column: 12, scope: !200)
!204 = distinct !DILocation(line: 32, column: 31, scope: !200)
!205 = !DILocation(line: 79, column: 3, scope: !57, inlinedAt: !204)
!206 = !DILocation(line: 32, column: 31, scope: !200)
!207 = !DILocation(line: 32, column: 23, scope: !200)
!208 = distinct !DILocation(line: 32, column: 44, scope: !200)
!209 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !208)
!210 = !DILocation(line: 32, column: 44, scope: !200)
!211 = !DILocation(line: 32, column: 42, scope: !200)
!212 = !DILocation(line: 33, column: 9, scope: !200)
!213 = !DILocation(line: 33, column: 7, scope: !200)
!214 = !DILocation(line: 34, column: 17, scope: !200)
!215 = !DILocation(line: 34, column: 24, scope: !200)
!216 = !DILocation(line: 34, column: 22, scope: !200)
!217 = !DILocation(line: 34, column: 35, scope: !200)
!218 = !DILocation(line: 34, column: 33, scope: !200)
!219 = !DILocation(line: 34, column: 29, scope: !200)
!220 = !DILocation(line: 34, column: 10, scope: !200)
!221 = !DILocation(line: 34, column: 5, scope: !200)
!222 = !DILocation(line: 35, column: 1, scope: !200)
!223 = !{void (double*, double*, i64, double, i32, i32, i32, i32, i32, i32)* @_Z6lerp64PKdPdld__mgpu, !"kernel", i32 1}
