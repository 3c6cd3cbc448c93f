; ModuleID = 'warp.cu'
source_filename = "warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19syncwarp_activemaskPiPjS0_E1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11warp_reducePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !15 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !18
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !22
  %5 = mul i32 %3, %4, !dbg !25
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !26
  %7 = add i32 %5, %6, !dbg !29
  %8 = zext i32 %7 to i64, !dbg !30
  %9 = getelementptr inbounds i32, i32* %0, i64 %8, !dbg !30
  %10 = load i32, i32* %9, align 4, !dbg !30, !tbaa !31
  %11 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %10, i32 16, i32 31), !dbg !35
  %12 = add nsw i32 %11, %10, !dbg !36
  %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 8, i32 31), !dbg !35
  %14 = add nsw i32 %13, %12, !dbg !36
  %15 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 4, i32 31), !dbg !35
  %16 = add nsw i32 %15, %14, !dbg !36
  %17 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 2, i32 31), !dbg !35
  %18 = add nsw i32 %17, %16, !dbg !36
  %19 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 1, i32 31), !dbg !35
  %20 = and i32 %6, 31, !dbg !37
  %21 = icmp eq i32 %20, 0, !dbg !38
  br i1 %21, label %22, label %27, !dbg !39

22:                                               ; preds = %2
  %23 = add nsw i32 %19, %18, !dbg !36
  %24 = lshr i32 %7, 5, !dbg !40
  %25 = zext i32 %24 to i64, !dbg !41
  %26 = getelementptr inbounds i32, i32* %1, i64 %25, !dbg !41
  store i32 %23, i32* %26, align 4, !dbg !42, !tbaa !31
  br label %27, !dbg !41

27:                                               ; preds = %22, %2
  ret void, !dbg !43
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8shufflesPKfPfS1_S1_PjPi(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, float* nocapture noundef writeonly %2, float* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4, i32* nocapture noundef writeonly %5) local_unnamed_addr #0 !dbg !44 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !45
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !47
  %9 = mul i32 %7, %8, !dbg !49
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !50
  %11 = add i32 %9, %10, !dbg !52
  %12 = sext i32 %11 to i64, !dbg !53
  %13 = getelementptr inbounds float, float* %0, i64 %12, !dbg !53
  %14 = load float, float* %13, align 4, !dbg !53, !tbaa !54
  %15 = mul i32 %10, 7, !dbg !56
  %16 = and i32 %15, 31, !dbg !57
  %17 = tail call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %14, i32 %16, i32 31), !dbg !58
  %18 = getelementptr inbounds float, float* %1, i64 %12, !dbg !59
  store float %17, float* %18, align 4, !dbg !60, !tbaa !54
  %19 = tail call contract float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %14, i32 3, i32 0), !dbg !61
  %20 = getelementptr inbounds float, float* %2, i64 %12, !dbg !62
  store float %19, float* %20, align 4, !dbg !63, !tbaa !54
  %21 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 5, i32 31), !dbg !64
  %22 = getelementptr inbounds float, float* %3, i64 %12, !dbg !65
  store float %21, float* %22, align 4, !dbg !66, !tbaa !54
  %23 = fcmp contract ogt float %14, 0.000000e+00, !dbg !67
  %24 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %23), !dbg !68
  %25 = getelementptr inbounds i32, i32* %4, i64 %12, !dbg !69
  store i32 %24, i32* %25, align 4, !dbg !70, !tbaa !31
  %26 = fcmp contract ogt float %14, -1.000000e+02, !dbg !71
  %27 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %26), !dbg !72
  %28 = zext i1 %27 to i32, !dbg !72
  %29 = fcmp contract ogt float %14, 1.000000e+03, !dbg !73
  %30 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %29), !dbg !74
  %31 = select i1 %30, i32 2, i32 0, !dbg !75
  %32 = or i32 %31, %28, !dbg !76
  %33 = getelementptr inbounds i32, i32* %5, i64 %12, !dbg !77
  store i32 %32, i32* %33, align 4, !dbg !78, !tbaa !31
  ret void, !dbg !79
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8segmentsPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !80 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !81
  %4 = sext i32 %3 to i64, !dbg !83
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !83
  %6 = load i32, i32* %5, align 4, !dbg !83, !tbaa !31
  %7 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %6, i32 0, i32 6175), !dbg !84
  %8 = getelementptr inbounds i32, i32* %1, i64 %4, !dbg !85
  store i32 %7, i32* %8, align 4, !dbg !86, !tbaa !31
  ret void, !dbg !87
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15warp_divergencePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !88 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !89
  %4 = icmp ult i32 %3, 16, !dbg !91
  %5 = zext i32 %3 to i64, !dbg !92
  br i1 %4, label %11, label %6, !dbg !93

6:                                                ; preds = %2
  %7 = getelementptr inbounds i32, i32* %1, i64 %5, !dbg !94
  %8 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !92
  %9 = load i32, i32* %8, align 4, !dbg !92, !tbaa !31
  %10 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %9, i32 0, i32 31), !dbg !95
  store i32 %10, i32* %7, align 4, !dbg !96, !tbaa !31
  br label %11, !dbg !97

11:                                               ; preds = %2, %6
  ret void, !dbg !97
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z19syncwarp_activemaskPiPjS0_(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !98 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !99
  %5 = icmp ugt i32 %4, 23, !dbg !101
  br i1 %5, label %24, label %6, !dbg !102

6:                                                ; preds = %3
  %7 = mul nuw nsw i32 %4, 10, !dbg !103
  %8 = zext i32 %4 to i64, !dbg !104
  %9 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ19syncwarp_activemaskPiPjS0_E1s, i64 0, i64 %8, !dbg !104
  %10 = addrspacecast i32 addrspace(3)* %9 to i32*, !dbg !104
  store i32 %7, i32* %10, align 4, !dbg !105, !tbaa !31
  tail call void @llvm.nvvm.bar.warp.sync(i32 16777215), !dbg !106
  %11 = sub nuw nsw i32 23, %4, !dbg !107
  %12 = zext i32 %11 to i64, !dbg !108
  %13 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ19syncwarp_activemaskPiPjS0_E1s, i64 0, i64 %12, !dbg !108
  %14 = addrspacecast i32 addrspace(3)* %13 to i32*, !dbg !108
  %15 = load i32, i32* %14, align 4, !dbg !108, !tbaa !31
  %16 = getelementptr inbounds i32, i32* %0, i64 %8, !dbg !109
  store i32 %15, i32* %16, align 4, !dbg !110, !tbaa !31
  %17 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #2, !dbg !111, !srcloc !112
  %18 = getelementptr inbounds i32, i32* %1, i64 %8, !dbg !113
  store i32 %17, i32* %18, align 4, !dbg !114, !tbaa !31
  %19 = and i32 %4, 1, !dbg !115
  %20 = icmp eq i32 %19, 0, !dbg !116
  br i1 %20, label %24, label %21, !dbg !116

21:                                               ; preds = %6
  %22 = getelementptr inbounds i32, i32* %2, i64 %8, !dbg !117
  %23 = tail call noundef i32 @llvm.nvvm.activemask() #2, !dbg !118
  store i32 %23, i32* %22, align 4, !dbg !119, !tbaa !31
  br label %24, !dbg !117

24:                                               ; preds = %6, %21, %3
  ret void, !dbg !120
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8asm_warpPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !121 {
  %3 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !dbg !122, !srcloc !123
  %4 = tail call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !dbg !124, !srcloc !125
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !126
  %6 = zext i32 %5 to i64, !dbg !128
  %7 = getelementptr inbounds i32, i32* %0, i64 %6, !dbg !128
  %8 = load i32, i32* %7, align 4, !dbg !128, !tbaa !31
  %9 = tail call i32 asm sideeffect "shfl.sync.bfly.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %8, i32 1, i32 31, i32 -1) #2, !dbg !129, !srcloc !130
  tail call void asm sideeffect "bar.sync 0;", "~{memory}"() #2, !dbg !131, !srcloc !132
  %10 = mul i32 %5, 3, !dbg !133
  %11 = zext i32 %10 to i64, !dbg !134
  %12 = getelementptr inbounds i32, i32* %1, i64 %11, !dbg !134
  store i32 %3, i32* %12, align 4, !dbg !135, !tbaa !31
  %13 = add i32 %10, 1, !dbg !136
  %14 = zext i32 %13 to i64, !dbg !137
  %15 = getelementptr inbounds i32, i32* %1, i64 %14, !dbg !137
  store i32 %4, i32* %15, align 4, !dbg !138, !tbaa !31
  %16 = add i32 %10, 2, !dbg !139
  %17 = zext i32 %16 to i64, !dbg !140
  %18 = getelementptr inbounds i32, i32* %1, i64 %17, !dbg !140
  store i32 %9, i32* %18, align 4, !dbg !141, !tbaa !31
  ret void, !dbg !142
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #1 = { convergent inaccessiblememonly nounwind }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind readnone }

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
!7 = !DIFile(filename: "warp.cu", directory: ".")
!8 = !{void (i32*, i32*)* @_Z11warp_reducePKiPi, !"kernel", i32 1}
!9 = !{void (float*, float*, float*, float*, i32*, i32*)* @_Z8shufflesPKfPfS1_S1_PjPi, !"kernel", i32 1}
!10 = !{void (i32*, i32*)* @_Z8segmentsPKiPi, !"kernel", i32 1}
!11 = !{void (i32*, i32*)* @_Z15warp_divergencePKiPi, !"kernel", i32 1}
!12 = !{void (i32*, i32*, i32*)* @_Z19syncwarp_activemaskPiPjS0_, !"kernel", i32 1}
!13 = !{void (i32*, i32*)* @_Z8asm_warpPKiPi, !"kernel", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "warp_reduce", scope: !7, file: !7, line: 6, type: !16, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!20 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!21 = distinct !DILocation(line: 7, column: 14, scope: !15)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!24 = distinct !DILocation(line: 7, column: 27, scope: !15)
!25 = !DILocation(line: 7, column: 25, scope: !15)
!26 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!28 = distinct !DILocation(line: 7, column: 40, scope: !15)
!29 = !DILocation(line: 7, column: 38, scope: !15)
!30 = !DILocation(line: 7, column: 11, scope: !15)
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 9, column: 10, scope: !15)
!36 = !DILocation(line: 9, column: 7, scope: !15)
!37 = !DILocation(line: 10, column: 20, scope: !15)
!38 = !DILocation(line: 10, column: 26, scope: !15)
!39 = !DILocation(line: 10, column: 7, scope: !15)
!40 = !DILocation(line: 10, column: 76, scope: !15)
!41 = !DILocation(line: 10, column: 32, scope: !15)
!42 = !DILocation(line: 10, column: 82, scope: !15)
!43 = !DILocation(line: 11, column: 1, scope: !15)
!44 = distinct !DISubprogram(name: "shuffles", scope: !7, file: !7, line: 13, type: !16, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!45 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !46)
!46 = distinct !DILocation(line: 14, column: 11, scope: !44)
!47 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !48)
!48 = distinct !DILocation(line: 14, column: 24, scope: !44)
!49 = !DILocation(line: 14, column: 22, scope: !44)
!50 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !51)
!51 = distinct !DILocation(line: 14, column: 37, scope: !44)
!52 = !DILocation(line: 14, column: 35, scope: !44)
!53 = !DILocation(line: 15, column: 13, scope: !44)
!54 = !{!55, !55, i64 0}
!55 = !{!"float", !33, i64 0}
!56 = !DILocation(line: 16, column: 59, scope: !44)
!57 = !DILocation(line: 16, column: 64, scope: !44)
!58 = !DILocation(line: 16, column: 12, scope: !44)
!59 = !DILocation(line: 16, column: 3, scope: !44)
!60 = !DILocation(line: 16, column: 10, scope: !44)
!61 = !DILocation(line: 17, column: 11, scope: !44)
!62 = !DILocation(line: 17, column: 3, scope: !44)
!63 = !DILocation(line: 17, column: 9, scope: !44)
!64 = !DILocation(line: 18, column: 11, scope: !44)
!65 = !DILocation(line: 18, column: 3, scope: !44)
!66 = !DILocation(line: 18, column: 9, scope: !44)
!67 = !DILocation(line: 19, column: 47, scope: !44)
!68 = !DILocation(line: 19, column: 15, scope: !44)
!69 = !DILocation(line: 19, column: 3, scope: !44)
!70 = !DILocation(line: 19, column: 13, scope: !44)
!71 = !DILocation(line: 20, column: 43, scope: !44)
!72 = !DILocation(line: 20, column: 14, scope: !44)
!73 = !DILocation(line: 20, column: 85, scope: !44)
!74 = !DILocation(line: 20, column: 56, scope: !44)
!75 = !DILocation(line: 20, column: 96, scope: !44)
!76 = !DILocation(line: 20, column: 54, scope: !44)
!77 = !DILocation(line: 20, column: 3, scope: !44)
!78 = !DILocation(line: 20, column: 12, scope: !44)
!79 = !DILocation(line: 21, column: 1, scope: !44)
!80 = distinct !DISubprogram(name: "segments", scope: !7, file: !7, line: 24, type: !16, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!81 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !82)
!82 = distinct !DILocation(line: 25, column: 11, scope: !80)
!83 = !DILocation(line: 26, column: 43, scope: !80)
!84 = !DILocation(line: 26, column: 12, scope: !80)
!85 = !DILocation(line: 26, column: 3, scope: !80)
!86 = !DILocation(line: 26, column: 10, scope: !80)
!87 = !DILocation(line: 27, column: 1, scope: !80)
!88 = distinct !DISubprogram(name: "warp_divergence", scope: !7, file: !7, line: 30, type: !16, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!89 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !90)
!90 = distinct !DILocation(line: 31, column: 7, scope: !88)
!91 = !DILocation(line: 31, column: 19, scope: !88)
!92 = !DILocation(line: 32, column: 53, scope: !88)
!93 = !DILocation(line: 31, column: 7, scope: !88)
!94 = !DILocation(line: 32, column: 3, scope: !88)
!95 = !DILocation(line: 32, column: 22, scope: !88)
!96 = !DILocation(line: 32, column: 20, scope: !88)
!97 = !DILocation(line: 33, column: 1, scope: !88)
!98 = distinct !DISubprogram(name: "syncwarp_activemask", scope: !7, file: !7, line: 40, type: !16, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!99 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !100)
!100 = distinct !DILocation(line: 42, column: 7, scope: !98)
!101 = !DILocation(line: 42, column: 19, scope: !98)
!102 = !DILocation(line: 42, column: 7, scope: !98)
!103 = !DILocation(line: 43, column: 32, scope: !98)
!104 = !DILocation(line: 43, column: 3, scope: !98)
!105 = !DILocation(line: 43, column: 18, scope: !98)
!106 = !DILocation(line: 44, column: 3, scope: !98)
!107 = !DILocation(line: 45, column: 27, scope: !98)
!108 = !DILocation(line: 45, column: 22, scope: !98)
!109 = !DILocation(line: 45, column: 3, scope: !98)
!110 = !DILocation(line: 45, column: 20, scope: !98)
!111 = !DILocation(line: 47, column: 3, scope: !98)
!112 = !{i64 1953}
!113 = !DILocation(line: 48, column: 3, scope: !98)
!114 = !DILocation(line: 48, column: 21, scope: !98)
!115 = !DILocation(line: 49, column: 19, scope: !98)
!116 = !DILocation(line: 49, column: 7, scope: !98)
!117 = !DILocation(line: 49, column: 24, scope: !98)
!118 = !DILocation(line: 49, column: 45, scope: !98)
!119 = !DILocation(line: 49, column: 43, scope: !98)
!120 = !DILocation(line: 50, column: 1, scope: !98)
!121 = distinct !DISubprogram(name: "asm_warp", scope: !7, file: !7, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!122 = !DILocation(line: 56, column: 3, scope: !121)
!123 = !{i64 2220}
!124 = !DILocation(line: 57, column: 3, scope: !121)
!125 = !{i64 2265}
!126 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !127)
!127 = distinct !DILocation(line: 58, column: 76, scope: !121)
!128 = !DILocation(line: 58, column: 73, scope: !121)
!129 = !DILocation(line: 58, column: 3, scope: !121)
!130 = !{i64 2322}
!131 = !DILocation(line: 59, column: 3, scope: !121)
!132 = !{i64 2450}
!133 = !DILocation(line: 60, column: 9, scope: !121)
!134 = !DILocation(line: 60, column: 3, scope: !121)
!135 = !DILocation(line: 60, column: 24, scope: !121)
!136 = !DILocation(line: 61, column: 23, scope: !121)
!137 = !DILocation(line: 61, column: 3, scope: !121)
!138 = !DILocation(line: 61, column: 28, scope: !121)
!139 = !DILocation(line: 62, column: 23, scope: !121)
!140 = !DILocation(line: 62, column: 3, scope: !121)
!141 = !DILocation(line: 62, column: 28, scope: !121)
!142 = !DILocation(line: 63, column: 1, scope: !121)
