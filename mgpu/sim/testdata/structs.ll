; ModuleID = 'structs.cu'
source_filename = "structs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Particle = type { [3 x float], i32, double }
%struct.f4 = type { float, float, float, float }
%struct.Params = type { i32, float, double }

@table = dso_local addrspace(1) externally_initialized global [8 x float] zeroinitializer, align 4
@coeff = dso_local addrspace(4) externally_initialized global [4 x i32] [i32 3, i32 5, i32 7, i32 11], align 4
@ptrs = dso_local addrspace(1) externally_initialized global [2 x i32*] zeroinitializer, align 8
@llvm.compiler.used = appending global [3 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([4 x i32] addrspace(4)* @coeff to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast ([2 x i32*] addrspace(1)* @ptrs to i8 addrspace(1)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast ([8 x float] addrspace(1)* @table to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z3fibi(i32 noundef %0) local_unnamed_addr #0 !dbg !12 {
  %2 = icmp slt i32 %0, 2, !dbg !15
  br i1 %2, label %11, label %3, !dbg !16

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %6, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -2, !dbg !17
  %7 = add nsw i32 %4, -1, !dbg !18
  %8 = tail call noundef i32 @_Z3fibi(i32 noundef %7) #5, !dbg !19
  %9 = add nsw i32 %8, %5, !dbg !20
  %10 = icmp ult i32 %4, 4, !dbg !15
  br i1 %10, label %11, label %3, !dbg !16

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %6, %3 ]
  %14 = add nsw i32 %13, %12, !dbg !20
  ret i32 %14, !dbg !21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind
define dso_local %struct.Particle @_Z4step8Particlef(%struct.Particle* nocapture noundef byval(%struct.Particle) align 8 %0, float noundef %1) local_unnamed_addr #1 !dbg !22 {
  %3 = getelementptr inbounds %struct.Particle, %struct.Particle* %0, i64 0, i32 2
  %4 = load double, double* %3, align 8
  %5 = fptrunc double %4 to float
  %6 = fmul contract float %5, %1
  %7 = getelementptr inbounds %struct.Particle, %struct.Particle* %0, i64 0, i32 0, i64 0, !dbg !23
  %8 = load float, float* %7, align 8, !dbg !24, !tbaa !25
  %9 = fadd contract float %8, %6, !dbg !24
  %10 = getelementptr inbounds %struct.Particle, %struct.Particle* %0, i64 0, i32 0, i64 1, !dbg !23
  %11 = load float, float* %10, align 4, !dbg !24, !tbaa !25
  %12 = fadd contract float %11, %6, !dbg !24
  %13 = getelementptr inbounds %struct.Particle, %struct.Particle* %0, i64 0, i32 0, i64 2, !dbg !23
  %14 = load float, float* %13, align 8, !dbg !24, !tbaa !25
  %15 = fadd contract float %14, %6, !dbg !24
  %16 = getelementptr inbounds %struct.Particle, %struct.Particle* %0, i64 0, i32 1, !dbg !29
  %17 = load i32, i32* %16, align 4, !dbg !30, !tbaa !31
  %18 = add nsw i32 %17, 1000, !dbg !30
  %19 = insertvalue %struct.Particle poison, float %9, 0, 0, !dbg !35
  %20 = insertvalue %struct.Particle %19, float %12, 0, 1, !dbg !35
  %21 = insertvalue %struct.Particle %20, float %15, 0, 2, !dbg !35
  %22 = insertvalue %struct.Particle %21, i32 %18, 1, !dbg !35
  %23 = insertvalue %struct.Particle %22, double %4, 2, !dbg !35
  ret %struct.Particle %23, !dbg !35
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z6scale4iPK2f4PS_6Params(i32 noundef %0, %struct.f4* nocapture noundef readonly %1, %struct.f4* nocapture noundef writeonly %2, %struct.Params* nocapture noundef readonly byval(%struct.Params) align 8 %3) local_unnamed_addr #2 !dbg !36 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !37
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !41
  %7 = mul i32 %5, %6, !dbg !44
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !45
  %9 = add i32 %7, %8, !dbg !48
  %10 = icmp slt i32 %9, %0, !dbg !49
  %11 = getelementptr inbounds %struct.Params, %struct.Params* %3, i64 0, i32 0
  %12 = load i32, i32* %11, align 8
  %13 = icmp slt i32 %9, %12
  %14 = select i1 %10, i1 %13, i1 false, !dbg !50
  br i1 %14, label %15, label %38, !dbg !50

15:                                               ; preds = %4
  %16 = sext i32 %9 to i64, !dbg !51
  %17 = getelementptr inbounds %struct.f4, %struct.f4* %1, i64 %16, i32 0, !dbg !51
  %18 = load float, float* %17, align 16, !dbg !51, !tbaa.struct !52
  %19 = getelementptr inbounds %struct.f4, %struct.f4* %1, i64 %16, i32 1, !dbg !51
  %20 = load float, float* %19, align 4, !dbg !51, !tbaa.struct !53
  %21 = getelementptr inbounds %struct.f4, %struct.f4* %1, i64 %16, i32 2, !dbg !51
  %22 = load float, float* %21, align 8, !dbg !51, !tbaa.struct !54
  %23 = getelementptr inbounds %struct.f4, %struct.f4* %1, i64 %16, i32 3, !dbg !51
  %24 = load float, float* %23, align 4, !dbg !51, !tbaa.struct !55
  %25 = getelementptr inbounds %struct.Params, %struct.Params* %3, i64 0, i32 1, !dbg !56
  %26 = load float, float* %25, align 4, !dbg !56, !tbaa !57
  %27 = fmul contract float %18, %26, !dbg !59
  %28 = getelementptr inbounds %struct.Params, %struct.Params* %3, i64 0, i32 2, !dbg !60
  %29 = load double, double* %28, align 8, !dbg !60, !tbaa !61
  %30 = fptrunc double %29 to float, !dbg !62
  %31 = fadd contract float %20, %30, !dbg !63
  %32 = fsub contract float %22, %24, !dbg !64
  %33 = fmul contract float %24, %24, !dbg !65
  %34 = getelementptr inbounds %struct.f4, %struct.f4* %2, i64 %16, i32 0, !dbg !66
  store float %27, float* %34, align 16, !dbg !66, !tbaa.struct !52
  %35 = getelementptr inbounds %struct.f4, %struct.f4* %2, i64 %16, i32 1, !dbg !66
  store float %31, float* %35, align 4, !dbg !66, !tbaa.struct !53
  %36 = getelementptr inbounds %struct.f4, %struct.f4* %2, i64 %16, i32 2, !dbg !66
  store float %32, float* %36, align 8, !dbg !66, !tbaa.struct !54
  %37 = getelementptr inbounds %struct.f4, %struct.f4* %2, i64 %16, i32 3, !dbg !66
  store float %33, float* %37, align 4, !dbg !66, !tbaa.struct !55
  br label %38, !dbg !67

38:                                               ; preds = %4, %15
  ret void, !dbg !67
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind
define dso_local void @_Z9particlesiP8ParticlefPi(i32 noundef %0, %struct.Particle* nocapture noundef %1, float noundef %2, i32* nocapture noundef writeonly %3) local_unnamed_addr #3 !dbg !68 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !69
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !71
  %7 = mul i32 %5, %6, !dbg !73
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !74
  %9 = add i32 %7, %8, !dbg !76
  %10 = icmp slt i32 %9, %0, !dbg !77
  br i1 %10, label %11, label %29, !dbg !78

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !79
  %13 = getelementptr inbounds %struct.Particle, %struct.Particle* %1, i64 %12, !dbg !79
  %14 = tail call %struct.Particle @_Z4step8Particlef(%struct.Particle* noundef nonnull byval(%struct.Particle) align 8 %13, float noundef %2) #5, !dbg !80
  %15 = extractvalue %struct.Particle %14, 0, !dbg !80
  %16 = extractvalue [3 x float] %15, 0, !dbg !80
  %17 = extractvalue [3 x float] %15, 1, !dbg !80
  %18 = extractvalue [3 x float] %15, 2, !dbg !80
  %19 = extractvalue %struct.Particle %14, 1, !dbg !80
  %20 = extractvalue %struct.Particle %14, 2, !dbg !80
  %21 = getelementptr inbounds %struct.Particle, %struct.Particle* %13, i64 0, i32 0, i64 0, !dbg !81
  store float %16, float* %21, align 8, !dbg !81, !tbaa.struct !82
  %22 = getelementptr inbounds %struct.Particle, %struct.Particle* %1, i64 %12, i32 0, i64 1, !dbg !81
  store float %17, float* %22, align 4, !dbg !81, !tbaa.struct !86
  %23 = getelementptr inbounds %struct.Particle, %struct.Particle* %1, i64 %12, i32 0, i64 2, !dbg !81
  store float %18, float* %23, align 8, !dbg !81, !tbaa.struct !87
  %24 = getelementptr inbounds %struct.Particle, %struct.Particle* %1, i64 %12, i32 1, !dbg !81
  store i32 %19, i32* %24, align 4, !dbg !81, !tbaa.struct !88
  %25 = getelementptr inbounds %struct.Particle, %struct.Particle* %1, i64 %12, i32 2, !dbg !81
  store double %20, double* %25, align 8, !dbg !81, !tbaa.struct !89
  %26 = srem i32 %9, 16, !dbg !90
  %27 = tail call noundef i32 @_Z3fibi(i32 noundef %26) #5, !dbg !91
  %28 = getelementptr inbounds i32, i32* %3, i64 %12, !dbg !92
  store i32 %27, i32* %28, align 4, !dbg !93, !tbaa !84
  br label %29, !dbg !94

29:                                               ; preds = %4, %11
  ret void, !dbg !94
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z7globalsiPi(i32 noundef %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #2 !dbg !95 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !96
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !98
  %5 = mul i32 %3, %4, !dbg !100
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !101
  %7 = add i32 %5, %6, !dbg !103
  %8 = icmp slt i32 %7, %0, !dbg !104
  br i1 %8, label %9, label %31, !dbg !105

9:                                                ; preds = %2
  %10 = and i32 %7, 3, !dbg !106
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [4 x i32], [4 x i32] addrspace(4)* @coeff, i64 0, i64 %11, !dbg !107
  %13 = addrspacecast i32 addrspace(4)* %12 to i32*, !dbg !107
  %14 = load i32, i32* %13, align 4, !dbg !107, !tbaa !84
  %15 = and i32 %7, 7, !dbg !108
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [8 x float], [8 x float] addrspace(1)* @table, i64 0, i64 %16, !dbg !109
  %18 = addrspacecast float addrspace(1)* %17 to float*, !dbg !109
  %19 = load float, float* %18, align 4, !dbg !109, !tbaa !25
  %20 = fptosi float %19 to i32, !dbg !109
  %21 = mul nsw i32 %14, %20, !dbg !110
  %22 = and i32 %7, 1, !dbg !111
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [2 x i32*], [2 x i32*] addrspace(1)* @ptrs, i64 0, i64 %23, !dbg !112
  %25 = addrspacecast i32* addrspace(1)* %24 to i32**, !dbg !112
  %26 = load i32*, i32** %25, align 8, !dbg !112, !tbaa !113
  %27 = load i32, i32* %26, align 4, !dbg !112, !tbaa !84
  %28 = add nsw i32 %21, %27, !dbg !115
  %29 = sext i32 %7 to i64, !dbg !116
  %30 = getelementptr inbounds i32, i32* %1, i64 %29, !dbg !116
  store i32 %28, i32* %30, align 4, !dbg !117, !tbaa !84
  br label %31, !dbg !118

31:                                               ; preds = %2, %9
  ret void, !dbg !118
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree noinline nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #3 = { convergent mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10}
!llvm.ident = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "structs.cu", directory: ".")
!8 = !{void (i32, %struct.f4*, %struct.f4*, %struct.Params*)* @_Z6scale4iPK2f4PS_6Params, !"kernel", i32 1}
!9 = !{void (i32, %struct.Particle*, float, i32*)* @_Z9particlesiP8ParticlefPi, !"kernel", i32 1}
!10 = !{void (i32, i32*)* @_Z7globalsiPi, !"kernel", i32 1}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "fib", scope: !7, file: !7, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 8, column: 51, scope: !12)
!16 = !DILocation(line: 8, column: 49, scope: !12)
!17 = !DILocation(line: 8, column: 80, scope: !12)
!18 = !DILocation(line: 8, column: 67, scope: !12)
!19 = !DILocation(line: 8, column: 61, scope: !12)
!20 = !DILocation(line: 8, column: 72, scope: !12)
!21 = !DILocation(line: 8, column: 42, scope: !12)
!22 = distinct !DISubprogram(name: "step", scope: !7, file: !7, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!23 = !DILocation(line: 11, column: 31, scope: !22)
!24 = !DILocation(line: 11, column: 40, scope: !22)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 12, column: 5, scope: !22)
!30 = !DILocation(line: 12, column: 8, scope: !22)
!31 = !{!32, !33, i64 12}
!32 = !{!"_ZTS8Particle", !27, i64 0, !33, i64 12, !34, i64 16}
!33 = !{!"int", !27, i64 0}
!34 = !{!"double", !27, i64 0}
!35 = !DILocation(line: 13, column: 3, scope: !22)
!36 = distinct !DISubprogram(name: "scale4", scope: !7, file: !7, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!37 = !DILocation(line: 66, column: 3, scope: !38, inlinedAt: !40)
!38 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !39, file: !39, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!39 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!40 = distinct !DILocation(line: 17, column: 11, scope: !36)
!41 = !DILocation(line: 79, column: 3, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !39, file: !39, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!43 = distinct !DILocation(line: 17, column: 24, scope: !36)
!44 = !DILocation(line: 17, column: 22, scope: !36)
!45 = !DILocation(line: 53, column: 3, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !39, file: !39, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!47 = distinct !DILocation(line: 17, column: 37, scope: !36)
!48 = !DILocation(line: 17, column: 35, scope: !36)
!49 = !DILocation(line: 18, column: 9, scope: !36)
!50 = !DILocation(line: 18, column: 14, scope: !36)
!51 = !DILocation(line: 19, column: 10, scope: !36)
!52 = !{i64 0, i64 4, !25, i64 4, i64 4, !25, i64 8, i64 4, !25, i64 12, i64 4, !25}
!53 = !{i64 0, i64 4, !25, i64 4, i64 4, !25, i64 8, i64 4, !25}
!54 = !{i64 0, i64 4, !25, i64 4, i64 4, !25}
!55 = !{i64 0, i64 4, !25}
!56 = !DILocation(line: 20, column: 25, scope: !36)
!57 = !{!58, !26, i64 4}
!58 = !{!"_ZTS6Params", !33, i64 0, !26, i64 4, !34, i64 8}
!59 = !DILocation(line: 20, column: 19, scope: !36)
!60 = !DILocation(line: 20, column: 49, scope: !36)
!61 = !{!58, !34, i64 8}
!62 = !DILocation(line: 20, column: 45, scope: !36)
!63 = !DILocation(line: 20, column: 36, scope: !36)
!64 = !DILocation(line: 20, column: 61, scope: !36)
!65 = !DILocation(line: 20, column: 72, scope: !36)
!66 = !DILocation(line: 20, column: 10, scope: !36)
!67 = !DILocation(line: 21, column: 1, scope: !36)
!68 = distinct !DISubprogram(name: "particles", scope: !7, file: !7, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!69 = !DILocation(line: 66, column: 3, scope: !38, inlinedAt: !70)
!70 = distinct !DILocation(line: 24, column: 11, scope: !68)
!71 = !DILocation(line: 79, column: 3, scope: !42, inlinedAt: !72)
!72 = distinct !DILocation(line: 24, column: 24, scope: !68)
!73 = !DILocation(line: 24, column: 22, scope: !68)
!74 = !DILocation(line: 53, column: 3, scope: !46, inlinedAt: !75)
!75 = distinct !DILocation(line: 24, column: 37, scope: !68)
!76 = !DILocation(line: 24, column: 35, scope: !68)
!77 = !DILocation(line: 25, column: 9, scope: !68)
!78 = !DILocation(line: 25, column: 7, scope: !68)
!79 = !DILocation(line: 26, column: 16, scope: !68)
!80 = !DILocation(line: 26, column: 11, scope: !68)
!81 = !DILocation(line: 26, column: 9, scope: !68)
!82 = !{i64 0, i64 12, !83, i64 12, i64 4, !84, i64 16, i64 8, !85}
!83 = !{!27, !27, i64 0}
!84 = !{!33, !33, i64 0}
!85 = !{!34, !34, i64 0}
!86 = !{i64 0, i64 8, !83, i64 8, i64 4, !84, i64 12, i64 8, !85}
!87 = !{i64 0, i64 4, !83, i64 4, i64 4, !84, i64 8, i64 8, !85}
!88 = !{i64 0, i64 4, !84, i64 4, i64 8, !85}
!89 = !{i64 0, i64 8, !85}
!90 = !DILocation(line: 27, column: 19, scope: !68)
!91 = !DILocation(line: 27, column: 13, scope: !68)
!92 = !DILocation(line: 27, column: 3, scope: !68)
!93 = !DILocation(line: 27, column: 11, scope: !68)
!94 = !DILocation(line: 28, column: 1, scope: !68)
!95 = distinct !DISubprogram(name: "globals", scope: !7, file: !7, line: 34, type: !13, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!96 = !DILocation(line: 66, column: 3, scope: !38, inlinedAt: !97)
!97 = distinct !DILocation(line: 35, column: 11, scope: !95)
!98 = !DILocation(line: 79, column: 3, scope: !42, inlinedAt: !99)
!99 = distinct !DILocation(line: 35, column: 24, scope: !95)
!100 = !DILocation(line: 35, column: 22, scope: !95)
!101 = !DILocation(line: 53, column: 3, scope: !46, inlinedAt: !102)
!102 = distinct !DILocation(line: 35, column: 37, scope: !95)
!103 = !DILocation(line: 35, column: 35, scope: !95)
!104 = !DILocation(line: 36, column: 9, scope: !95)
!105 = !DILocation(line: 36, column: 7, scope: !95)
!106 = !DILocation(line: 37, column: 20, scope: !95)
!107 = !DILocation(line: 37, column: 12, scope: !95)
!108 = !DILocation(line: 37, column: 40, scope: !95)
!109 = !DILocation(line: 37, column: 32, scope: !95)
!110 = !DILocation(line: 37, column: 25, scope: !95)
!111 = !DILocation(line: 37, column: 54, scope: !95)
!112 = !DILocation(line: 37, column: 47, scope: !95)
!113 = !{!114, !114, i64 0}
!114 = !{!"any pointer", !27, i64 0}
!115 = !DILocation(line: 37, column: 45, scope: !95)
!116 = !DILocation(line: 37, column: 3, scope: !95)
!117 = !DILocation(line: 37, column: 10, scope: !95)
!118 = !DILocation(line: 38, column: 1, scope: !95)
